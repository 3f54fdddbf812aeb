import type { IdeaFieldDefinition } from '#shared/schemas/campaign.ts';

/** A campaign's extra idea field: public, optional and enabled unless the test says otherwise. */
export const ideaField = (overrides: Partial<IdeaFieldDefinition> & Pick<IdeaFieldDefinition, 'fieldid' | 'formType'>): IdeaFieldDefinition => ({
  label: overrides.fieldid,
  options: '',
  required: false,
  description: '',
  multiline: false,
  public: true,
  campaignenabled: true,
  conditions: [],
  ...overrides,
});
