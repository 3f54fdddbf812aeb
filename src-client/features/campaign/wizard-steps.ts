// Apart from the wizard's model, so the route can read ?step= without the model's schemas.

/** The wizard's screens in order (spec 2 §2); customfields belongs to step 1, so there are 6 numbered steps. */
export const wizardSteps = ['info', 'customfields', 'date', 'photo', 'documents', 'rewards', 'review'] as const;
export type WizardStep = (typeof wizardSteps)[number];
export const WIZARD_STEP_COUNT = 6;

/** "Step n of 6": info and its idea fields are step 1, then date 2, photo 3, documents 4, rewards 5, review 6. */
export function stepNumber(step: WizardStep): number {
  return Math.max(1, wizardSteps.indexOf(step));
}

/** The number a step shows in the step list: idea fields go on with step 1, so only info shows "1." (issue 20 item 11). */
export function listedStepNumber(step: WizardStep): number | null {
  return step === 'customfields' ? null : stepNumber(step);
}

/** The screen Back goes to; none before the first. */
export function previousStep(step: WizardStep): WizardStep | null {
  const at = wizardSteps.indexOf(step);
  return at > 0 ? wizardSteps[at - 1]! : null;
}

export function nextStep(step: WizardStep): WizardStep {
  return wizardSteps[Math.min(wizardSteps.indexOf(step) + 1, wizardSteps.length - 1)]!;
}
