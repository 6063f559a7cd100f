import { createJobRequestSchema } from '@tutorium/shared/schemas';
import { EMPTY_JOB, jobFormSchema, type JobFormValues } from './job-form-schema';

const filled: JobFormValues = {
  ...EMPTY_JOB,
  location: ' Dhanmondi, Dhaka ',
  latitude: 23.74,
  longitude: 90.37,
  phone: '01711222333',
  description: 'Algebra for class 9.',
  subjects: ['Mathematics'],
  educationLevel: 'Secondary',
  mode: ['Online'],
  distance: '7',
  budget: '15',
};

// The first message of each field, as the form shows it.
const errors = (values: JobFormValues) =>
  Object.fromEntries((jobFormSchema.safeParse(values).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]).reverse());

test('an empty form says what is missing in the form\'s own words: location, phone, description and education level only', () => {
  expect(errors(EMPTY_JOB)).toEqual({
    location: 'Please enter a location.',
    phone: 'Please enter a phone number.',
    description: 'Please enter a description.',
    educationLevel: 'Please choose an education level.',
  });
});

test('with only the four required fields, the request carries no subjects, modes nor budget (the server gives them their meaning)', () => {
  const job = jobFormSchema.parse({ ...EMPTY_JOB, location: 'Mirpur', phone: '01711222333', description: 'Physics help.', educationLevel: 'Bachelor' });
  expect(job).toEqual({
    location: 'Mirpur', latitude: null, longitude: null, phone: '01711222333', description: 'Physics help.', educationLevel: 'Bachelor',
    serviceType: 'Tutoring', distance: null, totalHours: null, genderPreference: null, languages: [], country: null,
  });
  expect(createJobRequestSchema.parse(job)).toMatchObject({ subjects: [], mode: ['Online', 'Offline', 'At My Place', 'Travel to Tutor'], budget: null, budgetType: 'Fixed' });
});

test('its output is the request the server parses: trimmed, numbers, none as null, distance only when travelling', () => {
  const job = jobFormSchema.parse(filled);
  expect(job).toEqual({
    location: 'Dhanmondi, Dhaka', latitude: 23.74, longitude: 90.37, phone: '01711222333', description: 'Algebra for class 9.',
    subjects: ['Mathematics'], educationLevel: 'Secondary', serviceType: 'Tutoring', mode: ['Online'], distance: null,
    budget: 15, budgetType: 'Fixed', totalHours: null, genderPreference: null, languages: [], country: null,
  });
  expect(createJobRequestSchema.parse(job)).toEqual(job);
  expect(jobFormSchema.parse({ ...filled, mode: ['Online', 'Travel to Tutor'] }).distance).toBe(7);
});

test('the server\'s own limits apply in the form too', () => {
  expect(errors({ ...filled, location: 'x'.repeat(256) })).toEqual({ location: 'Ensure this field has no more than 255 characters.' });
  expect(errors({ ...filled, budget: '10000001' })).toEqual({ budget: 'Ensure this value is less than or equal to 10000000.' });
  expect(errors({ ...filled, latitude: 23.74, longitude: null })).toEqual({ longitude: 'Latitude and longitude must be given together.' });
});
