/** What the database knows about a would-be conversation, gathered in one query. */
export interface StartFacts {
  targetExists: boolean;
  sharesContext: boolean;
  /** Only for an event thread. */
  actorSeesEvent?: boolean;
  targetSeesEvent?: boolean;
}
