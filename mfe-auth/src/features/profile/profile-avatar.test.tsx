import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_PATHS, PROFILE_PICTURE_MAX_BYTES } from '@tutorium/shared/contracts';
import { getSession } from '@tutorium/shared/session';
import { aUser } from '@tutorium/shared/testing';
import { reply } from '../../common/auth-test-kit.test-helper';
import { renderProfile, startEditing } from './profile-test-kit.test-helper';

const UPLOAD = `POST ${AUTH_PATHS.uploadPicture}`;
const picture = (name: string, type: string, bytes = 1024) => new File([new Uint8Array(bytes)], name, { type });

afterEach(() => act(() => getSession().logout()));

describe('Profile picture', () => {
  it('can be changed only while editing', async () => {
    const { user } = await renderProfile(aUser());
    expect(screen.queryByLabelText('Change photo')).not.toBeInTheDocument();
    await startEditing(user);
    expect(screen.getByLabelText('Change photo')).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    expect(screen.getByText('JPEG, PNG or WebP, up to 2 MB.')).toBeInTheDocument();
  });

  it('uploads a picture as multipart profile_picture and shows it in the session at once', async () => {
    const { user, api } = await renderProfile(aUser());
    api.on(UPLOAD, reply(200, { profile_picture_url: '/media/avatars/amina.webp' }));
    await startEditing(user);
    const file = picture('me.webp', 'image/webp');
    await user.upload(screen.getByLabelText('Change photo'), file);

    expect(await screen.findByRole('status')).toHaveTextContent('Profile picture updated!');
    const body = api.calls(UPLOAD)[0]?.init.body;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('profile_picture')).toBe(file);
    expect(getSession().user?.profile_picture).toBe('/media/avatars/amina.webp');
    expect(screen.getByRole('img', { name: 'Profile picture of amina' })).toHaveAttribute('src', '/media/avatars/amina.webp');
  });

  it('refuses a file that is not a JPEG, PNG or WebP image without calling the server', async () => {
    const { api } = await renderProfile(aUser());
    // The accept attribute already filters the picker; a drop or a forced pick must be caught too.
    const user = userEvent.setup({ applyAccept: false });
    await startEditing(user);
    await user.upload(screen.getByLabelText('Change photo'), picture('notes.pdf', 'application/pdf'));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a JPEG, PNG or WebP image.');
    expect(api.calls(UPLOAD)).toHaveLength(0);
  });

  it('refuses a picture over 2 MB without calling the server', async () => {
    const { user, api } = await renderProfile(aUser());
    await startEditing(user);
    await user.upload(screen.getByLabelText('Change photo'), picture('huge.png', 'image/png', PROFILE_PICTURE_MAX_BYTES + 1));
    expect(screen.getByRole('alert')).toHaveTextContent('The picture must be 2 MB or smaller.');
    expect(api.calls(UPLOAD)).toHaveLength(0);
  });

  it("shows the server's reason when the upload is refused", async () => {
    const { user, api } = await renderProfile(aUser());
    api.on(UPLOAD, reply(413, { detail: 'The picture is too large.', code: 'payload_too_large' }));
    await startEditing(user);
    await user.upload(screen.getByLabelText('Change photo'), picture('me.png', 'image/png'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The picture is too large.');
    expect(getSession().user?.profile_picture).toBeNull();
  });
});
