import type { RegistrationExtraFieldsSetting } from '#shared/schemas/organisation.ts';

/** What a new member tells the English demo site about themselves: the department is required. */
export const englishRegistrationFields: RegistrationExtraFieldsSetting = {
  custom: [
    {
      fieldid: 'val.demo.department',
      label: 'Department',
      required: true,
      description: 'So that the right team sees your ideas.',
      multiline: false,
      public: true,
      registrationenabled: true,
      formTypeRegistration: 'dropdown',
      options: 'Sales, Support, Development, Operations',
      option: [],
      limit: 0,
      conditions: [],
    },
    {
      fieldid: 'val.demo.improve',
      label: 'What would you most like to improve at work?',
      required: false,
      description: '',
      multiline: false,
      public: false,
      registrationenabled: true,
      formTypeRegistration: 'textarea',
      options: '',
      option: [],
      limit: 0,
      conditions: [],
    },
  ],
};
