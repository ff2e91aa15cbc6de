/**
 * AB-12 market pages: a row of choices as plain links (works without JavaScript; each choice is
 * its own cacheable address), the current one `aria-current="page"`.
 */
export function LinkTabs({
  label,
  choices,
}: {
  label: string;
  choices: readonly { href: string; text: string; current: boolean }[];
}) {
  return (
    <nav className="link-tabs" aria-label={label}>
      {choices.map((choice) => (
        <a
          key={choice.href}
          className="link-tabs__tab"
          href={choice.href}
          aria-current={choice.current ? 'page' : undefined}
        >
          {choice.text}
        </a>
      ))}
    </nav>
  );
}
