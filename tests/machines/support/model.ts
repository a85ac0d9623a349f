import type { AnyStateMachine, EventFrom, EventObject, InputFrom, SnapshotFrom } from 'xstate';

/** What an invoked actor may do in a test: finish with one of these outputs, or fail with one of these errors. */
export interface ActorOutcomes {
  done?: readonly unknown[];
  error?: readonly unknown[];
}

/** A named action the machine ran during one step, as the app would receive it. */
export interface ActionCall {
  type: string;
  params: unknown;
}

/** An event the machine sent to another actor during one step (`sendTo`), by the target's id. */
export interface SentEvent {
  to: string;
  event: EventObject & Record<string, unknown>;
}

/** What one step did: the event, the snapshots either side, the named actions it ran and the events it sent. */
export interface StepCheck<M extends AnyStateMachine = AnyStateMachine> {
  /** The input the path started from. */
  input: InputFrom<M>;
  /** The step's event, fields included (`output`/`error` for actor outcomes). */
  event: EventObject & Record<string, unknown>;
  before: SnapshotFrom<M>;
  after: SnapshotFrom<M>;
  actions: ActionCall[];
  /** What the machine sent to its children (by invoke id) or to another actor (by its id), in order. */
  sent: SentEvent[];
}

/**
 * Everything needed to generate and run model-based tests for one machine: a typed fixture for
 * every event, the outcomes of every invoked actor, the real length of every named delay, and
 * assertions per state.
 */
export interface MachineModel<M extends AnyStateMachine = AnyStateMachine> {
  machine: M;
  input?: InputFrom<M>;
  /** Several inputs give several starting points (e.g. with and without a stored token). */
  inputs?: ReadonlyArray<InputFrom<M>>;
  /** Fixtures for the events a user or the page sends. */
  events: readonly EventFrom<M>[];
  /** Keyed by the actor's `src` name (invokes must use `id` = `src`). */
  actors?: Record<string, ActorOutcomes>;
  /** Milliseconds of each named delay, used by both the graph and the simulated clock. */
  delays?: Record<string, number>;
  /** Assertions run whenever the snapshot matches the key (a dotted state path). */
  states?: Record<string, (snapshot: SnapshotFrom<M>) => void>;
  /**
   * Assertions run after every step whose event type matches the key exactly (e.g.
   * 'xstate.done.actor.verifyOtp', 'otp.pasted'); 'xstate.init' runs once after the start.
   * They see the named actions the step ran, so side effects (toasts, storage) can be checked.
   */
  steps?: Record<string, (step: StepCheck<M>) => void>;
  /**
   * Which of the user's events the walk tries from a snapshot (all, when absent). A machine with
   * many edits that change nothing can try them where they first apply rather than from every
   * state: each path is a test, and the coverage test still fails for any transition left out.
   */
  tryEvent?: (snapshot: SnapshotFrom<M>, event: EventFrom<M>) => boolean;
  /** Upper bound for the graph walk (state serialisations). */
  limit?: number;
}
