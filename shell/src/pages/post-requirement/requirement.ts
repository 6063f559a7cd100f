/** Where the student wants lessons (spec: online, offline or both; online by default). */
export const REQUIREMENT_MODES = ['online', 'offline', 'both'] as const;
export type RequirementMode = (typeof REQUIREMENT_MODES)[number];
export const DEFAULT_REQUIREMENT_MODE: RequirementMode = 'online';

/** The client-only requirement form (spec section 3). */
export interface Requirement {
  name: string;
  email: string;
  subject: string;
  mode: RequirementMode;
  /** Free text such as '500-800 BDT per hour'. */
  budget: string;
  description: string;
}

const isMode = (value: string): value is RequirementMode => (REQUIREMENT_MODES as readonly string[]).includes(value);

/** Reads the form's fields into a Requirement, trimming text and falling back to the default mode. */
export function readRequirement(form: HTMLFormElement): Requirement {
  const data = new FormData(form);
  const text = (field: keyof Requirement) => {
    const value = data.get(field);
    return typeof value === 'string' ? value.trim() : '';
  };
  const mode = text('mode');
  return {
    name: text('name'),
    email: text('email'),
    subject: text('subject'),
    mode: isMode(mode) ? mode : DEFAULT_REQUIREMENT_MODE,
    budget: text('budget'),
    description: text('description'),
  };
}
