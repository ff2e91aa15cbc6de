import { Chrome } from './Chrome.tsx';

/** 404 and 503 pages: a plain message and a way on, never an error's details. */
export function StatusPage({ heading, message }: { heading: string; message: string }) {
  return (
    <Chrome>
      <div className="status-page">
        <h1>{heading}</h1>
        <p>{message}</p>
        <p>
          <a href="/">Go to the home page</a>
        </p>
      </div>
    </Chrome>
  );
}
