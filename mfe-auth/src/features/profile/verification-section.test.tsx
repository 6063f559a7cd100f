import { act, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MODERATION_PATHS, VERIFICATION_DOCUMENT_MAX_BYTES, type MyVerification, type VerificationRequest } from '@tutorium/shared/contracts';
import { getSession } from '@tutorium/shared/session';
import { aUser, deferred } from '@tutorium/shared/testing';
import { fakeApi, renderPage, reply } from '../../common/auth-test-kit.test-helper';
import { aTutor, MY_VERIFICATION, renderProfile } from './profile-test-kit.test-helper';
import { VerificationSection } from './verification-section';

const GET = `GET ${MODERATION_PATHS.myVerification}`;
const POST = `POST ${MODERATION_PATHS.myVerification}`;

const aRequest = (overrides: Partial<VerificationRequest> = {}): VerificationRequest => ({
  id: 7,
  tutor_id: 21,
  username: 'karim',
  education: 'BSc Physics',
  experience: '3 years',
  document_url: MODERATION_PATHS.verificationDocument(7),
  document_type: 'application/pdf',
  status: 'pending',
  reason: null,
  created_at: '2026-03-14T10:00:00.000Z',
  decided_at: null,
  ...overrides,
});

const pdf = (size = 1024) => {
  const file = new File(['%PDF-1.4'], 'diploma.pdf', { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

function renderCard(verification: MyVerification) {
  const api = fakeApi({ [GET]: reply(200, verification) });
  return { ...renderPage(<VerificationSection />, { path: '/profile' }), api };
}

/** Request verification: the form opens (its code loads then) with the first field focused. */
async function openForm(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Request verification' }));
  expect(await screen.findByRole('textbox', { name: 'Education details' })).toHaveFocus();
}

async function fillForm(user: UserEvent, file: File = pdf()) {
  await openForm(user);
  await user.type(screen.getByRole('textbox', { name: 'Education details' }), 'BSc Physics, University of Dhaka');
  await user.type(screen.getByRole('textbox', { name: 'Teaching experience' }), 'Five years of physics lessons');
  await user.upload(screen.getByLabelText(/^Document/), file);
}

const form = () => screen.getByRole('form', { name: 'Request verification' });

afterEach(() => act(() => getSession().logout()));

describe('VerificationSection', () => {
  it('none: explains the badge, and Request verification opens the form', async () => {
    const { user } = renderCard({ is_verified: false, request: null });
    expect(await screen.findByRole('button', { name: 'Request verification' })).toBeEnabled();
    expect(screen.getByRole('region', { name: 'Verification' })).toHaveTextContent('to get the Verified Teacher badge');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await openForm(user);
    expect(form()).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request verification' })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Document/)).toHaveAttribute('accept', expect.stringContaining('application/pdf'));
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('Cancel closes the form unsent, and it opens again empty', async () => {
    const { user, api } = renderCard({ is_verified: false, request: null });
    await openForm(user);
    await user.type(screen.getByRole('textbox', { name: 'Education details' }), 'BSc');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await openForm(user);
    expect(screen.getByRole('textbox', { name: 'Education details' })).toHaveValue('');
    expect(api.calls(POST)).toHaveLength(0);
  });

  it('pending: says it is being reviewed, with the date, and shows no form', async () => {
    renderCard({ is_verified: false, request: aRequest() });
    expect(await screen.findByText('Your request is being reviewed.')).toBeInTheDocument();
    expect(screen.getByText(/^Sent on .*2026/)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('rejected: shows the reason and the way to ask again', async () => {
    const { user } = renderCard({ is_verified: false, request: aRequest({ status: 'rejected', reason: 'The scan is unreadable', decided_at: '2026-03-15T10:00:00.000Z' }) });
    expect(await screen.findByText('Your last request was not approved: The scan is unreadable')).toBeInTheDocument();
    await openForm(user);
    expect(form()).toBeInTheDocument();
  });

  it('verified: the Verified Teacher badge, and that students see it', async () => {
    renderCard({ is_verified: true, request: aRequest({ status: 'approved', decided_at: '2026-03-15T10:00:00.000Z' }) });
    expect(await screen.findByText('Verified Teacher')).toBeInTheDocument();
    expect(screen.getByText(/Students see the Verified Teacher badge/)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('submits the form as multipart and shows the request as pending at once', async () => {
    const held = deferred<Response>();
    const { user, api } = renderCard({ is_verified: false, request: null });
    api.on(POST, () => held.promise);
    const file = pdf();
    await fillForm(user, file);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const sent = api.body(POST) as FormData;
    expect(sent).toBeInstanceOf(FormData);
    expect(sent.get('education')).toBe('BSc Physics, University of Dhaka');
    expect(sent.get('experience')).toBe('Five years of physics lessons');
    expect(sent.get('document')).toBeInstanceOf(File);
    expect((sent.get('document') as File).name).toBe('diploma.pdf');

    held.resolve(reply(201, aRequest({ education: 'BSc Physics, University of Dhaka' })));
    expect(await screen.findByText('Your request is being reviewed.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(api.calls(GET)).toHaveLength(1);
  });

  it('asks for every field before calling the server', async () => {
    const { user, api } = renderCard({ is_verified: false, request: null });
    await openForm(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('textbox', { name: 'Education details' })).toHaveAccessibleDescription(expect.stringContaining('Please fill in this field.'));
    expect(screen.getByRole('textbox', { name: 'Teaching experience' })).toHaveAccessibleDescription(expect.stringContaining('Please fill in this field.'));
    expect(within(form()).getByText('Please choose a document.')).toBeInTheDocument();
    expect(api.calls(POST)).toHaveLength(0);
  });

  it('refuses a file over 5 MB with a clear message, without calling the server', async () => {
    const { user, api } = renderCard({ is_verified: false, request: null });
    await fillForm(user, pdf(VERIFICATION_DOCUMENT_MAX_BYTES + 1));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await within(form()).findByText('The document must be 5 MB or smaller.')).toBeInTheDocument();
    expect(api.calls(POST)).toHaveLength(0);
  });

  it('refuses a file that is not a PDF or an image', async () => {
    const { user, api } = renderCard({ is_verified: false, request: null });
    await openForm(user);
    await user.type(screen.getByRole('textbox', { name: 'Education details' }), 'BSc');
    await user.type(screen.getByRole('textbox', { name: 'Teaching experience' }), '3 years');
    const word = new File(['hello'], 'cv.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
    await userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText(/^Document/), word);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await within(form()).findByText('Please choose a PDF, PNG, JPEG or WebP file.')).toBeInTheDocument();
    expect(api.calls(POST)).toHaveLength(0);
  });

  it("shows the server's field errors under their fields and keeps the form", async () => {
    const { user, api } = renderCard({ is_verified: false, request: null });
    api.on(POST, reply(400, { document: ['Upload a PDF, PNG, JPEG or WebP file up to 5 MB.'], education: ['This field may not be blank.'] }));
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await within(form()).findByText('Upload a PDF, PNG, JPEG or WebP file up to 5 MB.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Education details' })).toHaveAccessibleDescription(expect.stringContaining('This field may not be blank.'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says why the server refused the request', async () => {
    const { user, api } = renderCard({ is_verified: false, request: null });
    api.on(POST, reply(409, { detail: 'Your verification request is already being reviewed.', code: 'conflict' }));
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your verification request is already being reviewed.');
    expect(form()).toBeInTheDocument();
  });

  it('says when the verification cannot be loaded', async () => {
    fakeApi({ [GET]: reply(500, null) });
    renderPage(<VerificationSection />, { path: '/profile' });
    expect(await screen.findByText('Failed to load your verification.')).toBeInTheDocument();
  });
});

describe('the profile page', () => {
  it('shows the Verification card to tutors', async () => {
    const { api } = await renderProfile(aTutor());
    expect(await screen.findByRole('region', { name: 'Verification' })).toBeInTheDocument();
    expect(api.calls(MY_VERIFICATION)).toHaveLength(1);
  });

  it('shows no Verification card to students', async () => {
    const { api } = await renderProfile(aUser());
    expect(screen.queryByRole('region', { name: 'Verification' })).not.toBeInTheDocument();
    expect(api.calls(MY_VERIFICATION)).toHaveLength(0);
  });
});
