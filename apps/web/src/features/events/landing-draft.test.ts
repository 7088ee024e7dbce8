import { describe, expect, it } from 'vitest';
import { landingBody, validateLanding, type LandingDraft } from './landing-draft';

const draft: LandingDraft = {
  hero_description: 'Three days of talks',
  hero_image: '',
  welcome_title: '',
  welcome_content: '',
  highlights: [{ key: 1, title: 'Keynotes', description: 'From the best' }],
  faqs: [{ key: 2, question: 'Is it recorded?', answer: 'Yes' }],
  event_format: 'HYBRID',
  venue_name: 'Town Hall',
  venue_address: '',
  venue_city: 'Lisbon',
  venue_country: '',
};

describe('landing draft', () => {
  it('turns empty texts into nulls and drops an empty welcome section', () => {
    const body = landingBody(draft);
    expect(body.sections.welcome).toBeNull();
    expect(body.venue_address).toBeNull();
    expect(body.venue_city).toBe('Lisbon');
  });

  it('validates with the contract and clears an empty hero image', () => {
    const result = validateLanding(draft);
    expect(result.success && result.body.hero_images).toEqual({ desktop: null });
  });

  it('reports item errors by their dotted path', () => {
    const result = validateLanding({
      ...draft,
      hero_image: 'not a url',
      faqs: [{ key: 3, question: ' ', answer: 'x' }],
    });
    expect(result).toEqual({
      success: false,
      errors: { 'hero_images.desktop': expect.any(String), 'sections.faqs.0.question': 'Question is required' },
    });
  });
});
