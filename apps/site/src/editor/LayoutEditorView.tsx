import '../content/zod.ts';
import {
  addItem,
  editedProps,
  faultsOfItem,
  formatLayout,
  formDefaults,
  formValuesOf,
  itemLabel,
  moveItem,
  type PropField,
  propFields,
  propRefusals,
  propsFromForm,
  removeItem,
  setProps,
  setWhen,
  slotLists,
  slotSettings,
} from '@newsroom/composer/editor';
import { widgetContracts } from '@newsroom/contracts/widgets';
import type { LayoutDocument } from '@newsroom/machines';
import {
  AddWidgetForm,
  type DiffLine,
  DraftPreview,
  EditorStatus,
  type FormValues,
  SlotList,
  type SlotListItem,
  useDraftPreview,
  useLayoutEditor,
  type VersionEntry,
  VersionHistory,
  type WidgetChoice,
} from '@newsroom/ui';
import { diffLines } from 'diff';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { VersionInfo } from '../content/layouts/schemas.ts';
import { editorCalls, loadHistory, loadVersionText } from './editorCalls.ts';
import { DRAFT_FIELDS } from './preview/draftFields.ts';

export interface LayoutEditorViewProps {
  kind: string;
  /** Development: saves write the file; there is no history. */
  development: boolean;
}

/** Every widget of the registry with its form, made once from the contracts. */
const widgetChoices: WidgetChoice[] = widgetContracts.map((contract) => {
  const fields = propFields(contract);
  return { id: contract.id, description: contract.description, fields, defaults: formDefaults(fields) };
});
const contractOf = new Map(widgetContracts.map((contract) => [contract.id, contract]));
const fieldsOf = (widgetId: string) =>
  (widgetChoices.find((each) => each.id === widgetId)?.fields ?? []) as readonly PropField[];

/** The widget's refusals of a form's values, in the layout check's own words, by field. */
function refusalsOf(widgetId: string, values: FormValues): Record<string, string> {
  const contract = contractOf.get(widgetId);
  return contract ? propRefusals(contract, propsFromForm(fieldsOf(widgetId), values)) : {};
}

/** A slot's settings in a few words, for its line in the list: `count: 4, title: "Most read"`. */
function summaryOf(props: Record<string, unknown>): string {
  const text = Object.entries(props)
    .map(([name, value]) => `${name}: ${JSON.stringify(value)}`)
    .join(', ');
  return text.length > 120 ? `${text.slice(0, 119)}…` : text;
}

/** A list item as the editor shows it: its label, condition, faults, and settings editable in place. */
function listItem(item: unknown, faults: readonly string[]): SlotListItem {
  const written = slotSettings(item);
  const fields = written ? fieldsOf(written.widget) : [];
  return {
    label: itemLabel(item),
    when: whenText(item),
    faults,
    summary: written ? summaryOf(written.props) : '',
    ...(written && contractOf.has(written.widget) && fields.length > 0
      ? {
          settings: {
            fields,
            values: formValuesOf(fields, written.props),
            refusalsOf: (values: FormValues) => refusalsOf(written.widget, values),
          },
        }
      : {}),
  };
}

/** The preview's page for each layout (ED-03 takes article, home and category pages). */
const PREVIEW_OF: Record<string, string | null> = {
  article: 'page=article',
  'article-premium': 'page=article&tier=prime',
  home: 'page=home',
  category: 'page=category',
  video: null,
};

const whenText = (item: unknown) => {
  const when = typeof item === 'object' && item !== null ? (item as { when?: unknown }).when : undefined;
  return when === undefined ? '' : JSON.stringify(when);
};

/**
 * ED-04 the layout editor (island `layout-editor`): the layout's lists of slots, reordered by
 * keyboard or pointer, removed, given conditions; a widget added from the registry with a form
 * from its contract; Save (checked in the browser, then by the server); the history with a diff
 * and revert; and the ED-03 preview for a chosen reader beside it, reloaded after each save.
 */
export function LayoutEditorView({ kind, development }: LayoutEditorViewProps) {
  const { status, context, send } = useLayoutEditor(kind, editorCalls);
  const [announcement, setAnnouncement] = useState('');
  const document = context.document;
  const lists = slotLists(document);
  const change = (next: LayoutDocument) => send({ type: 'CHANGE', document: next });

  return (
    <div className="layout-editor" data-state={status}>
      <EditorStatus
        status={status}
        version={context.baseVersion}
        faults={context.faults}
        failure={context.failure}
        conflictVersion={context.conflictVersion}
        onSave={() => send({ type: 'SAVE' })}
        onReload={() => send({ type: 'RELOAD' })}
      />
      <p aria-live="polite" className="visually-hidden">
        {announcement}
      </p>
      <div className="layout-editor__columns">
        <div className="layout-editor__lists">
          {lists.map((list) => (
            <SlotList
              key={list.path.join('/')}
              label={list.label}
              items={list.items.map((item, index) =>
                listItem(
                  item,
                  faultsOfItem(context.faults, list.path, index).map(
                    (fault) => `${fault.path}: ${fault.reason}`,
                  ),
                ),
              )}
              onMove={(from, to) => change(moveItem(document, list.path, from, to))}
              onSettings={(index, values) => {
                const written = slotSettings(list.items[index]);
                if (!written) return;
                const props = editedProps(fieldsOf(written.widget), values, written.props);
                change(setProps(document, list.path, index, props));
              }}
              onRemove={(index) => change(removeItem(document, list.path, index))}
              onWhen={(index, text) => {
                if (text.trim() === '') {
                  change(setWhen(document, list.path, index, undefined));
                  return null;
                }
                try {
                  change(setWhen(document, list.path, index, JSON.parse(text)));
                  return null;
                } catch {
                  return 'This is not JSON: write a condition like {"field": "reader.geo", "eq": "IN"}.';
                }
              }}
              announce={setAnnouncement}
            />
          ))}
          {lists.length > 0 ? (
            <AddWidgetForm
              widgets={widgetChoices}
              refusalsOf={refusalsOf}
              lists={lists.map((list) => list.label)}
              onAdd={(listIndex, widgetId, values) => {
                const list = lists[listIndex];
                const widget = widgetChoices.find((each) => each.id === widgetId);
                if (!list || !widget) return;
                const props = propsFromForm(widget.fields as never, values);
                const item =
                  Object.keys(props).length > 0 ? { widget: widgetId, props } : { widget: widgetId };
                change(addItem(document, list.path, item));
                setAnnouncement(`${widgetId} added at the end of ${list.label}`);
              }}
            />
          ) : null}
          {status === 'loading' ? null : (
            <History
              kind={kind}
              development={development}
              current={context.baseVersion}
              currentText={formatLayout(context.saved)}
              onRevert={(version) => send({ type: 'REVERT', version })}
            />
          )}
        </div>
        <Preview
          kind={kind}
          document={document}
          ready={status !== 'loading' && status !== 'loadFailed'}
          dirty={JSON.stringify(document) !== JSON.stringify(context.saved)}
        />
      </div>
    </div>
  );
}

function History(props: {
  kind: string;
  development: boolean;
  current: number;
  currentText: string;
  onRevert(version: number): void;
}) {
  const { kind, development, current, currentText } = props;
  const [versions, setVersions] = useState<VersionInfo[]>([]);
  const [diff, setDiff] = useState<{ version: number; lines: DiffLine[] } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The history is read again whenever the current version moves (a save, a revert).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `current` is the trigger, not an input
  useEffect(() => {
    if (development) return;
    let live = true;
    loadHistory(kind).then(
      (list) => live && setVersions(list),
      () => live && setProblem('The history could not be loaded.'),
    );
    return () => {
      live = false;
    };
  }, [kind, development, current]);
  const showDiff = (version: number) => {
    loadVersionText(kind, version).then(
      (text) => setDiff({ version, lines: linesOf(text, currentText) }),
      () => setProblem(`Version ${version} could not be loaded.`),
    );
  };
  const entries: VersionEntry[] = versions.map(({ version, at, author, note }) => ({
    version,
    at,
    author,
    note,
  }));
  return (
    <>
      <VersionHistory
        versions={entries}
        current={current}
        diff={diff}
        onShowDiff={showDiff}
        onRevert={(version) => {
          setDiff(null);
          props.onRevert(version);
        }}
        emptyText={
          development
            ? 'Development keeps no versions: the file is the layout (git keeps its history).'
            : 'No saved version yet: the site uses the file. The first save starts the history.'
        }
      />
      {problem ? <p className="field-error">{problem}</p> : null}
    </>
  );
}

/** A version's text against the current one, line by line: removed (−) and added (+). */
function linesOf(versionText: string, currentText: string): DiffLine[] {
  return diffLines(versionText, currentText).flatMap((part) =>
    part.value
      .replace(/\n$/, '')
      .split('\n')
      .map(
        (text) => ({ change: part.added ? 'added' : part.removed ? 'removed' : 'same', text }) as DiffLine,
      ),
  );
}

/**
 * The page for a chosen reader laid out by the editor's draft (ED-04): posted into the frame once
 * the editor pauses after a change (the `draftPreview` machine), so the preview follows the draft
 * before it is saved; a draft with faults shows them there in words.
 */
function Preview(props: { kind: string; document: LayoutDocument; ready: boolean; dirty: boolean }) {
  const { kind, document, ready, dirty } = props;
  const id = useId();
  const [reader, setReader] = useState({ tier: 'anonymous', geo: 'IN', device: 'desktop' });
  const form = useRef<HTMLFormElement>(null);
  const { status, send } = useDraftPreview(() => form.current?.requestSubmit());
  const page = PREVIEW_OF[kind] ?? null;
  const tier = kind === 'article-premium' ? '' : `&tier=${reader.tier}`;
  const query = `${page}${tier}&geo=${reader.geo}&device=${reader.device}`;
  const draftText = useMemo(() => JSON.stringify(document), [document]);
  // Every change of the draft or of the reader tells the machine; it decides when to ask.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `draftText` and `query` are the triggers
  useEffect(() => {
    if (ready && page !== null && draftText !== '') send({ type: 'DRAFT' });
  }, [ready, page, draftText, query, send]);
  const choose = (field: keyof typeof reader) => (event: { target: { value: string } }) =>
    setReader({ ...reader, [field]: event.target.value });
  return (
    <aside className="layout-editor__preview" aria-labelledby={id}>
      <h2 id={id}>Preview of your draft</h2>
      {page === null ? (
        <p>The preview does not show {kind} pages; open one on the site after saving.</p>
      ) : (
        <>
          <form className="layout-editor__reader" onSubmit={(event) => event.preventDefault()}>
            <label>
              Reader{' '}
              <select value={reader.tier} onChange={choose('tier')} disabled={kind === 'article-premium'}>
                <option value="anonymous">anonymous</option>
                <option value="loggedIn">signed in</option>
                <option value="prime">Prime</option>
              </select>
            </label>
            <label>
              Where{' '}
              <select value={reader.geo} onChange={choose('geo')}>
                <option value="IN">India</option>
                <option value="other">elsewhere</option>
              </select>
            </label>
            <label>
              Device{' '}
              <select value={reader.device} onChange={choose('device')}>
                <option value="desktop">desktop</option>
                <option value="tablet">tablet</option>
                <option value="mobile">mobile</option>
              </select>
            </label>
          </form>
          <DraftPreview
            status={status}
            dirty={dirty}
            action={`/_preview/render?${query}`}
            fields={{ [DRAFT_FIELDS.kind]: kind, [DRAFT_FIELDS.layout]: draftText }}
            title={`The ${kind} page as this reader gets it`}
            formRef={form}
            onLoaded={() => send({ type: 'LOADED' })}
          />
          <p>
            <a href={`/_preview/layout?${query}`}>
              Open the full preview of the saved layout (why each slot shows)
            </a>
          </p>
        </>
      )}
    </aside>
  );
}
