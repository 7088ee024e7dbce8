/**
 * Limits and the exact validation / error texts (docs/product.md#validation-messages,
 * docs/product.md#error-texts and docs/product.md#limits-and-constants).
 * Every form and every server schema takes its wording from here, so they can never drift apart.
 */
export const LIMITS = {
  orgNameMin: 2,
  orgNameMax: 100,
  eventTitleMin: 3,
  eventTitleMax: 200,
  personNameMax: 100,
  /** The longest event, counting its first and last day. */
  eventDaysMax: 366,
  /** How many years from today an event may start. */
  eventStartYearsAhead: 10,
  passwordMin: 8,
  emailLookupMin: 5,
  messageMax: 5000,
  pageDefault: 1,
  perPageDefault: 50,
  perPageMax: 100,
  maxActiveChatThreads: 3,
  socketRequestTimeoutMs: 10_000,
  loadOlderThresholdPx: 50,
} as const;

export const MESSAGES = {
  required: 'Required',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  emailInvalidShort: 'Invalid email',
  passwordRequired: 'Password is required',
  passwordMin: 'Password must be at least 8 characters',
  passwordConfirmRequired: 'Password confirmation is required',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  passwordsDontMatch: "Passwords don't match",

  nameMin: 'Name must be at least 2 characters',
  orgNameMin: 'Organization name must be at least 2 characters',
  orgNameMax: 'Organization name cannot exceed 100 characters',

  titleMin: 'Title must be at least 3 characters',
  startDateRequired: 'Start date is required',
  endDateRequired: 'End date is required',
  companyNameRequired: 'Company name is required',
  singleSessionSameDay: 'Single session events must start and end on the same day',
  endOnOrAfterStart: 'End date must be after or equal to start date',
  startDateInPast: 'Start date cannot be in the past',
  datesTogether: 'Both start and end dates must be provided together',
  eventTooLong: 'Event cannot last more than 366 days',
  startDateTooFar: 'Start date cannot be more than 10 years in the future',

  titleRequired: 'Title is required',
  dayNumberRequired: 'Day number is required',
  invalidTimeFormat: 'Invalid time format',
  endTimeAfterStart: 'End time must be after start time',

  invalidCredentials: 'Invalid email or password',
  unexpected: 'An unexpected error occurred',
  demoLoginFailed: 'Demo login failed. Please try again.',
  emailInUse: 'Email already in use',
  orgNameTaken: 'An organization with this name already exists',
  userAlreadyInOrg: 'User already in organization',
  userAlreadyInEvent: 'User already in event',
  invitationWithdrawn: 'This invitation has been withdrawn.',
  failedToUpdateSession: 'Failed to update session',
  sessionNotFound: 'Session not found',
  errorLoadingEvent: 'Error loading event',
  eventNotFound: 'Event not found',
  invalidDate: 'Invalid date',

  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'Current password is incorrect',
  loginNotFound: 'Login not found',
  deletedUser: 'Deleted user',

  socketTimeout: 'Socket request timed out',
  socketNotConnected: 'Socket not connected',
  userNotAuthenticated: 'User not authenticated',
  unknownSocketEndpoint: 'Unknown socket endpoint',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** The maximum of a text field, e.g. 'Title must be at most 200 characters'. */
export const maxLengthMessage = (label: string, max: number): string => `${label} must be at most ${max} characters`;

/** Names and titles refuse the controls that reorder how text is shown (see text.ts). */
export const directionControlMessage = (label: string): string => `${label} cannot contain text direction controls`;
