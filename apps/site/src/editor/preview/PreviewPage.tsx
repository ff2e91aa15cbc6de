import type { ConditionDecision, Layout, RegionDecision } from '@newsroom/composer';
import { navSections } from '../../lib/sections.ts';
import { type PreviewQuery, previewParams } from './overrides.ts';

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

interface PreviewPageProps {
  query: PreviewQuery;
  decisions: readonly RegionDecision[];
  /** The layout's named conditions: a rule's `ref name` is described here, once (issue 26.2). */
  conditions: readonly ConditionDecision[];
  /** The page the frame shows, or why there is none. */
  target: { path: string; title: string } | { problem: string };
  layout?: Layout;
}

/** ED-03: pick a page and a reader, see which widget lands where, why, and the page itself. */
export function PreviewPage({ query, decisions, conditions, target, layout }: PreviewPageProps) {
  const frame = 'path' in target ? `/_preview/render?${previewParams(query)}` : null;
  return (
    <div className="preview">
      <header className="preview__head">
        <h1>Layout preview</h1>
        <p>
          Which widget lands in which region for a page and a reader, and the rule that decided it.
          {layout && (
            <>
              {' '}
              From <code>{layout.file}</code>.
            </>
          )}
        </p>
      </header>
      <div className="preview__body">
        <section className="preview__panel" aria-label="Choices and decisions">
          <form method="get" action="/_preview/layout" className="preview__form">
            <Field label="Page">
              <select name="page" defaultValue={query.page}>
                <option value="article">Article</option>
                <option value="home">Home</option>
                <option value="category">Section page</option>
              </select>
            </Field>
            <Field label="Article msid">
              <input
                name="msid"
                inputMode="numeric"
                pattern="\d*"
                defaultValue={query.msid ?? ''}
                placeholder="e.g. 125400335"
              />
            </Field>
            <Field label="or section (its page, for a section page)">
              <select name="section" defaultValue={query.section ?? ''}>
                <option value="">(from the article)</option>
                {navSections.map((section) => (
                  <option key={section.id} value={section.id}>
                    {section.name} ({section.id})
                  </option>
                ))}
              </select>
            </Field>
            <Field label="Reader">
              <select name="tier" defaultValue={query.tier}>
                <option value="anonymous">Anonymous</option>
                <option value="loggedIn">Signed in</option>
                <option value="prime">Prime</option>
              </select>
            </Field>
            <Field label="Geo">
              <select name="geo" defaultValue={query.geo}>
                <option value="IN">India</option>
                <option value="other">Elsewhere</option>
              </select>
            </Field>
            <Field label="Device">
              <select name="device" defaultValue={query.device}>
                <option value="desktop">Desktop</option>
                <option value="mobile">Mobile</option>
                <option value="tablet">Tablet</option>
              </select>
            </Field>
            <Field label="Hour (IST)">
              <input
                name="hour"
                type="number"
                min={0}
                max={23}
                defaultValue={query.hour ?? ''}
                placeholder="now"
              />
            </Field>
            <Field label="Weekday">
              <select name="weekday" defaultValue={query.weekday === undefined ? '' : String(query.weekday)}>
                <option value="">today</option>
                {WEEKDAY_NAMES.map((name, index) => (
                  <option key={name} value={index}>
                    {name}
                  </option>
                ))}
              </select>
            </Field>
            <Field label="Word count">
              <input
                name="words"
                type="number"
                min={0}
                defaultValue={query.words ?? ''}
                placeholder="the article's"
              />
            </Field>
            <Field label="Live TV (home_status)">
              <select name="liveTv" defaultValue={query.liveTv ?? ''}>
                <option value="">as set now</option>
                <option value="off">Off</option>
                <option value="1">1: left column</option>
                <option value="2">2: above the layout, taller</option>
                <option value="Center">Center: right column</option>
                <option value="3">3: top of the page</option>
                <option value="4">4: right column</option>
              </select>
            </Field>
            <Field label="Live TV place on the right (rhs_slot)">
              <select name="rhsSlot" defaultValue={query.rhsSlot ?? ''}>
                <option value="">as set now</option>
                <option value="1">1</option>
                <option value="2">2</option>
                <option value="3">3</option>
              </select>
            </Field>
            <Field label="IPL score">
              <select name="ipl" defaultValue={query.ipl ?? ''}>
                <option value="">as now</option>
                <option value="on">A match with innings</option>
                <option value="off">No match</option>
              </select>
            </Field>
            <button type="submit">Preview</button>
          </form>
          {'problem' in target ? (
            <p role="alert">{target.problem}</p>
          ) : (
            <p>
              Showing <a href={target.path}>{target.title}</a>.
            </p>
          )}
          {decisions.map((region) => (
            <table key={region.region} className="preview__table">
              <caption>
                <strong>{region.region}</strong>
                {region.variant && (
                  <>
                    {' — variant '}
                    <code>{region.variant.name}</code>
                    {`: ${region.variant.rule}`}
                  </>
                )}
              </caption>
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">Widget</th>
                  <th scope="col">Shown</th>
                  <th scope="col">Rule</th>
                </tr>
              </thead>
              <tbody>
                {region.slots.map((slot, index) => (
                  <tr key={slot.key} data-shown={slot.shown}>
                    <td>{slot.at === undefined ? index + 1 : `after ¶${slot.at}`}</td>
                    <td>
                      <code>{slot.widget}</code>
                      <br />
                      <small>{slot.key}</small>
                      {slot.fragment && (
                        <>
                          <br />
                          <small>{`from fragment ${slot.fragment}`}</small>
                        </>
                      )}
                    </td>
                    <td>{slot.shown ? 'yes' : 'no'}</td>
                    <td>{slot.rule}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
          {conditions.length > 0 && <NamedConditions conditions={conditions} />}
        </section>
        {frame && <iframe className="preview__frame" src={frame} title="The page as this reader sees it" />}
      </div>
    </div>
  );
}

/** What each `ref name` in the rules above stands for, and whether it holds for this reader. */
function NamedConditions({ conditions }: { conditions: readonly ConditionDecision[] }) {
  return (
    <table className="preview__table">
      <caption>
        <strong>named conditions</strong>
      </caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Holds</th>
          <th scope="col">Rule</th>
        </tr>
      </thead>
      <tbody>
        {conditions.map((condition) => (
          <tr key={condition.name} data-shown={condition.holds}>
            <td>
              <code>{condition.name}</code>
            </td>
            <td>{condition.holds ? 'yes' : 'no'}</td>
            <td>{condition.rule}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is the child, wrapped by the label
    <label className="preview__field">
      <span>{label}</span>
      {children}
    </label>
  );
}
