import type { NoProps } from '@newsroom/contracts/widgets/byline-tools';

export interface PrintData {
  /** The story's print view (AR-01); a plain link, so it works without JavaScript. */
  printPath: string;
}

/** AR-10 print: the toolbar's link to the print view. */
export function PrintLink({ data }: { props: NoProps; data: PrintData }) {
  return (
    <a className="toolbar__button toolbar__print" href={data.printPath} rel="nofollow">
      <span className="visually-hidden">Print this story</span>
      <svg
        aria-hidden="true"
        width="18"
        height="18"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M6 9V3h12v6M6 18H4a1 1 0 0 1-1-1v-6a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v6a1 1 0 0 1-1 1h-2" />
        <path d="M6 14h12v7H6z" />
      </svg>
    </a>
  );
}
