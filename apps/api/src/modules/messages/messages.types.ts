/** What the database knows about a would-be conversation, gathered in one query. */
export interface StartFacts {
  targetExists: boolean;
  sharesContext: boolean;
  /** Only for an event thread. */
  actorSeesEvent?: boolean;
  targetSeesEvent?: boolean;
  /** Either of them blocked the other (docs/networking.md#blocks). */
  blocked?: boolean;
  /** The target's setting lets the actor start a new conversation (docs/networking.md#privacy). */
  acceptsNew?: boolean;
}
