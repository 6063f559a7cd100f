import { screen } from '@testing-library/react';
import { GIG_PATHS } from '../contracts';
import { fakeApi, renderPage, reply } from '../testing';
import { useSubjects } from './subjects.api';

const SUBJECTS = `GET ${GIG_PATHS.subjects}`;

function Subjects() {
  const subjects = useSubjects();
  return <p>{(subjects.data ?? []).map((subject) => subject.name).join(', ') || 'none'}</p>;
}

test('the page asks for the subjects once, however many fields suggest them', async () => {
  const api = fakeApi({ [SUBJECTS]: reply(200, [{ id: 1, name: 'Physics', is_active: true }, { id: 2, name: 'Chemistry', is_active: true }]) });
  renderPage(<><Subjects /><Subjects /></>, { path: '/' });
  expect(await screen.findAllByText('Physics, Chemistry')).toHaveLength(2);
  expect(api.calls(SUBJECTS)).toHaveLength(1);
});
