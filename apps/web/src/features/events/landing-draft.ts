import { UpdateEventBody, type EventDetail, type EventFormat } from '@atria/contracts';
import { firstIssuePerPath } from './issue-paths';

export interface HighlightDraft {
  key: number;
  title: string;
  description: string;
}

export interface FaqDraft {
  key: number;
  question: string;
  answer: string;
}

/** The landing page's editable content as the editor's inputs hold it (strings; lists with stable keys). */
export interface LandingDraft {
  hero_description: string;
  hero_image: string;
  welcome_title: string;
  welcome_content: string;
  highlights: HighlightDraft[];
  faqs: FaqDraft[];
  event_format: EventFormat;
  venue_name: string;
  venue_address: string;
  venue_city: string;
  venue_country: string;
}

let nextKey = 1;
/** A key for a new list row, so React keeps inputs attached to their row when others are removed. */
export const newRowKey = (): number => nextKey++;

export function toLandingDraft(event: EventDetail): LandingDraft {
  const { welcome, highlights, faqs } = event.sections;
  return {
    hero_description: event.hero_description ?? '',
    hero_image: event.hero_images.desktop ?? '',
    welcome_title: welcome?.title ?? '',
    welcome_content: welcome?.content ?? '',
    highlights: highlights.map((h) => ({ key: newRowKey(), title: h.title, description: h.description })),
    faqs: faqs.map((f) => ({ key: newRowKey(), question: f.question, answer: f.answer })),
    event_format: event.event_format,
    venue_name: event.venue_name ?? '',
    venue_address: event.venue_address ?? '',
    venue_city: event.venue_city ?? '',
    venue_country: event.venue_country ?? '',
  };
}

const orNull = (value: string): string | null => (value.trim() === '' ? null : value);

/** The PUT /events/{id} body; an empty welcome (no title, no content) removes the section. */
export function landingBody(draft: LandingDraft) {
  const hasWelcome = draft.welcome_title.trim() !== '' || draft.welcome_content.trim() !== '';
  return {
    hero_description: orNull(draft.hero_description),
    hero_images: { desktop: draft.hero_image.trim() },
    sections: {
      welcome: hasWelcome ? { title: draft.welcome_title, content: draft.welcome_content } : null,
      highlights: draft.highlights.map(({ title, description }) => ({ title, description, icon: null })),
      faqs: draft.faqs.map(({ question, answer }) => ({ question, answer })),
    },
    event_format: draft.event_format,
    venue_name: orNull(draft.venue_name),
    venue_address: orNull(draft.venue_address),
    venue_city: orNull(draft.venue_city),
    venue_country: orNull(draft.venue_country),
  };
}

export type LandingValidation =
  { success: true; body: UpdateEventBody } | { success: false; errors: Record<string, string> };

/**
 * Checks the draft with the contract's UpdateEventBody. Errors are keyed by dotted path
 * ('hero_images.desktop', 'sections.highlights.0.title'), which is how the editor's inputs are named.
 */
export function validateLanding(draft: LandingDraft): LandingValidation {
  const result = UpdateEventBody.safeParse(landingBody(draft));
  if (result.success) return { success: true, body: result.data };
  return { success: false, errors: firstIssuePerPath(result.error.issues) };
}
