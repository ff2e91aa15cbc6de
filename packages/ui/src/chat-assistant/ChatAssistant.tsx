import {
  type AskInput,
  type AssistantExchange,
  type ChatAssistantTalk,
  chatAssistantMachine,
  selectAssistantOpen,
  selectAssistantTalk,
} from '@newsroom/machines';
import * as Dialog from '@radix-ui/react-dialog';
import { useActorRef, useSelector } from '@xstate/react';
import {
  type ComponentProps,
  createContext,
  type FormEvent,
  type ReactNode,
  type RefObject,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
} from 'react';
import { type ActorRefFrom, fromPromise } from 'xstate';

/**
 * AB-25 "Ask the Ledger", headless, on Radix Dialog (non-modal) and the `chatAssistant` machine.
 *
 *   <ChatAssistant.Root ask={post('/api/assistant/ask')} msid="125400177" onError={console.error}>
 *     <ChatAssistant.Float>Ask the Ledger</ChatAssistant.Float>
 *     <ChatAssistant.Panel>
 *       <ChatAssistant.Title>Ask the Ledger</ChatAssistant.Title>
 *       <ChatAssistant.Close aria-label="Close">×</ChatAssistant.Close>
 *       <ChatAssistant.Conversation empty={<p>Ask about…</p>} />
 *       <ChatAssistant.Status asking="Looking through our stories…" />
 *       <ChatAssistant.Form>
 *         <ChatAssistant.Field label="Your question" />
 *         <ChatAssistant.Error />             (the rules' or the server's words, beside the field)
 *         <ChatAssistant.Retry>Try again</ChatAssistant.Retry>
 *         <ChatAssistant.Submit>Ask</ChatAssistant.Submit>
 *       </ChatAssistant.Form>
 *     </ChatAssistant.Panel>
 *   </ChatAssistant.Root>
 *
 * Root carries `data-state`: closed | idle | asking | answered | failed (closed whenever the panel
 * is, whatever the talk). The panel is a non-modal dialog: the story stays readable and
 * scrollable beside it, and a click in the story does not close it; Escape, Close and the float
 * do. Opening puts focus in the question field; closing returns it to the float (unless the reader
 * had moved it elsewhere on the page). The float is a plain button whose server HTML is the same
 * for everyone (no ids until the panel opens), so the island hydrates it without a mismatch.
 */

type ChatAssistantActor = ActorRefFrom<typeof chatAssistantMachine>;

interface ChatAssistantValue {
  actor: ChatAssistantActor;
  ids: { panel: string; field: string; error: string; hint: string };
  floatRef: RefObject<HTMLButtonElement | null>;
  fieldRef: RefObject<HTMLInputElement | null>;
}

const ChatAssistantContext = createContext<ChatAssistantValue | null>(null);

function useAssistant(part: string): ChatAssistantValue {
  const value = useContext(ChatAssistantContext);
  if (!value) throw new Error(`<ChatAssistant.${part}> must be rendered inside <ChatAssistant.Root>.`);
  return value;
}

/** The machine's state and events, for custom parts inside <ChatAssistant.Root>. */
export function useChatAssistant() {
  const { actor } = useAssistant('useChatAssistant');
  const open = useSelector(actor, selectAssistantOpen);
  const talk = useSelector(actor, selectAssistantTalk);
  const context = useSelector(actor, (snapshot) => snapshot.context);
  return { open, talk, ...context, send: actor.send };
}

export interface ChatAssistantRootProps extends Omit<ComponentProps<'div'>, 'children'> {
  /**
   * Ask the backend (`POST /api/assistant/ask`): resolve with its answer (checked by the machine),
   * reject on failure, ideally with `assistantRequestError(status, body, retryAfter)`. The signal
   * aborts when the reader gives up waiting (15 s).
   */
  ask: (input: AskInput, signal: AbortSignal) => Promise<unknown>;
  /** The story the question is asked from, if any. */
  msid?: string | null;
  /** Failures, for the console or a logger (the spec: failures are logged). */
  onError?: (error: unknown) => void;
  /** Open on mount (stories, tests). */
  defaultOpen?: boolean;
  children: ReactNode;
}

function Root({ ask, msid = null, onError, defaultOpen, children, ...props }: ChatAssistantRootProps) {
  const machine = useMemo(
    () =>
      chatAssistantMachine.provide({
        actors: { ask: fromPromise<unknown, AskInput>(({ input, signal }) => ask(input, signal)) },
        actions: { log: (_, { error }) => onError?.(error) },
      }),
    [ask, onError],
  );
  const actor = useActorRef(machine, { input: { msid } });
  useEffect(() => {
    if (defaultOpen) actor.send({ type: 'OPEN' });
  }, [actor, defaultOpen]);
  const open = useSelector(actor, selectAssistantOpen);
  const talk = useSelector(actor, selectAssistantTalk);
  const base = useId();
  const floatRef = useRef<HTMLButtonElement>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  const value = useMemo(
    () => ({
      actor,
      ids: { panel: `${base}-panel`, field: `${base}-field`, error: `${base}-error`, hint: `${base}-hint` },
      floatRef,
      fieldRef,
    }),
    [actor, base],
  );
  return (
    <ChatAssistantContext value={value}>
      <Dialog.Root
        open={open}
        modal={false}
        onOpenChange={(next) => actor.send({ type: next ? 'OPEN' : 'CLOSE' })}
      >
        <div {...props} data-chat-assistant="" data-state={open ? talk : 'closed'}>
          {children}
        </div>
      </Dialog.Root>
    </ChatAssistantContext>
  );
}

/** The floating button: opens the panel, and closes it again. */
function Float(props: Omit<ComponentProps<'button'>, 'type' | 'onClick'>) {
  const { actor, ids, floatRef } = useAssistant('Float');
  const open = useSelector(actor, selectAssistantOpen);
  return (
    <button
      {...props}
      ref={floatRef}
      type="button"
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={open ? ids.panel : undefined}
      data-state={open ? 'open' : 'closed'}
      onClick={() => actor.send({ type: 'TOGGLE' })}
    />
  );
}

/** The panel: a non-modal dialog, present only while open. */
function Panel({ children, ...props }: Omit<ComponentProps<typeof Dialog.Content>, 'id'>) {
  const { actor, ids, floatRef, fieldRef } = useAssistant('Panel');
  const talk = useSelector(actor, selectAssistantTalk);
  const panelRef = useRef<HTMLDivElement>(null);
  return (
    <Dialog.Content
      aria-describedby={undefined}
      {...props}
      ref={panelRef}
      id={ids.panel}
      data-state={talk}
      aria-busy={talk === 'asking'}
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        fieldRef.current?.focus();
      }}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        // Back to the float, unless the reader had gone on to something else on the page.
        const active = document.activeElement;
        if (!active || active === document.body || panelRef.current?.contains(active)) {
          floatRef.current?.focus();
        }
      }}
      // The reader may read and scroll the story beside the panel: only Escape, Close and the
      // float close it.
      onInteractOutside={(event) => event.preventDefault()}
    >
      {children}
    </Dialog.Content>
  );
}

function Title(props: ComponentProps<typeof Dialog.Title>) {
  return <Dialog.Title {...props} />;
}

function Close(props: ComponentProps<typeof Dialog.Close>) {
  return <Dialog.Close {...props} />;
}

export interface ConversationClassNames {
  list?: string;
  exchange?: string;
  question?: string;
  answer?: string;
  sourcesLabel?: string;
  sources?: string;
  source?: string;
}

export interface ConversationProps extends Omit<ComponentProps<'div'>, 'children' | 'role'> {
  /** Shown before the first question (what to ask, where answers come from). */
  empty?: ReactNode;
  /** Before the sources of an answer. */
  sourcesLabel?: ReactNode;
  /** Visually hidden words before each question and answer, for screen readers. */
  questionPrefix?: string;
  answerPrefix?: string;
  classNames?: ConversationClassNames;
}

/**
 * The questions and the server's answers, in order (a `log`: a new answer is announced). Keeps
 * the newest exchange in view as it arrives.
 */
function Conversation({
  empty,
  sourcesLabel = 'Read more:',
  questionPrefix = 'You asked: ',
  answerPrefix = 'Answer: ',
  classNames = {},
  ...props
}: ConversationProps) {
  const { actor } = useAssistant('Conversation');
  const exchanges = useSelector(actor, (snapshot) => snapshot.context.exchanges);
  const logRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const log = logRef.current;
    if (log && exchanges.length > 0) log.scrollTop = log.scrollHeight;
  }, [exchanges]);
  return (
    <div {...props} ref={logRef} role="log" data-exchanges={exchanges.length}>
      {exchanges.length === 0 ? (
        empty
      ) : (
        <ol className={classNames.list}>
          {exchanges.map((exchange) => (
            <Exchange
              key={exchange.seq}
              exchange={exchange}
              sourcesLabel={sourcesLabel}
              questionPrefix={questionPrefix}
              answerPrefix={answerPrefix}
              classNames={classNames}
            />
          ))}
        </ol>
      )}
    </div>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

function Exchange({
  exchange,
  sourcesLabel,
  questionPrefix,
  answerPrefix,
  classNames,
}: {
  exchange: AssistantExchange;
  sourcesLabel: ReactNode;
  questionPrefix: string;
  answerPrefix: string;
  classNames: ConversationClassNames;
}) {
  return (
    <li className={classNames.exchange} data-exchange={exchange.seq}>
      <p className={classNames.question} data-question="" dir="auto">
        <span style={visuallyHidden}>{questionPrefix}</span>
        {exchange.question}
      </p>
      <div className={classNames.answer} data-answer="">
        <p>
          <span style={visuallyHidden}>{answerPrefix}</span>
          {exchange.answer}
        </p>
        {exchange.sources.length > 0 && (
          <>
            <p className={classNames.sourcesLabel}>{sourcesLabel}</p>
            <ul className={classNames.sources}>
              {exchange.sources.map((source) => (
                <li key={source.msid}>
                  <a className={classNames.source} href={source.url} data-msid={source.msid}>
                    {source.title}
                  </a>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </li>
  );
}

/** Says (politely, to screen readers too) that an answer is being looked for. */
function Status({
  asking,
  ...props
}: Omit<ComponentProps<'p'>, 'children' | 'role'> & { asking: ReactNode }) {
  const { actor } = useAssistant('Status');
  const talk = useSelector(actor, selectAssistantTalk);
  return (
    <p {...props} role="status" data-state={talk}>
      {talk === 'asking' ? asking : ''}
    </p>
  );
}

/** The question form (`data-state`: idle | asking | answered | failed). */
function Form(props: Omit<ComponentProps<'form'>, 'onSubmit'>) {
  const { actor } = useAssistant('Form');
  const talk = useSelector(actor, selectAssistantTalk);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'SUBMIT' });
  };
  return <form {...props} noValidate onSubmit={submit} data-state={talk} />;
}

type FieldProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'id' | 'name' | 'ref'> & {
  label: ReactNode;
  /** A short note under the field (e.g. the length rule), linked by aria-describedby. */
  hint?: ReactNode;
  labelClassName?: string;
  hintClassName?: string;
};

/** The question: label, input and hint; marked invalid and described by the Error when refused. */
function Field({ label, hint, labelClassName, hintClassName, className, ...props }: FieldProps) {
  const { actor, ids, fieldRef } = useAssistant('Field');
  const draft = useSelector(actor, (snapshot) => snapshot.context.draft);
  const fieldError = useSelector(actor, (snapshot) => snapshot.context.fieldError);
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const describedBy = [fieldError || failure ? ids.error : null, hint ? ids.hint : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className} data-field="question" data-invalid={fieldError ? '' : undefined}>
      <label htmlFor={ids.field} className={labelClassName}>
        {label}
      </label>
      <input
        autoComplete="off"
        enterKeyHint="send"
        {...props}
        ref={fieldRef}
        id={ids.field}
        name="question"
        type="text"
        value={draft}
        readOnly={busy}
        aria-invalid={fieldError ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => actor.send({ type: 'CHANGE', value: event.target.value })}
      />
      {hint && (
        <p id={ids.hint} className={hintClassName}>
          {hint}
        </p>
      )}
    </div>
  );
}

/** Why the question was not answered: the rules' or the server's words, right after the field. */
function ErrorMessage(props: Omit<ComponentProps<'p'>, 'children' | 'id' | 'role'>) {
  const { actor, ids } = useAssistant('Error');
  const fieldError = useSelector(actor, (snapshot) => snapshot.context.fieldError);
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);
  const message = fieldError ?? failure?.message ?? '';
  return (
    <p {...props} id={ids.error} role="alert" data-state={message ? 'shown' : 'hidden'}>
      {message}
    </p>
  );
}

/** Sends the question that failed again; shown only when that can help. */
function Retry(props: Omit<ComponentProps<'button'>, 'type' | 'onClick'>) {
  const { actor } = useAssistant('Retry');
  const retryable = useSelector(
    actor,
    (snapshot) => snapshot.context.failure?.retryable === true && snapshot.context.asked !== null,
  );
  if (!retryable) return null;
  return <button {...props} type="button" onClick={() => actor.send({ type: 'RETRY' })} />;
}

/** Asks; stays focusable while an answer is awaited (the machine waits for it). */
function Submit(props: Omit<ComponentProps<'button'>, 'type'>) {
  const { actor } = useAssistant('Submit');
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  return <button {...props} type="submit" aria-disabled={busy || undefined} />;
}

export type { ChatAssistantTalk };

export const ChatAssistant = {
  Root,
  Float,
  Panel,
  Title,
  Close,
  Conversation,
  Status,
  Form,
  Field,
  Error: ErrorMessage,
  Retry,
  Submit,
};
