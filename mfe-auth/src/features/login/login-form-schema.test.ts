import { loginRequestFrom } from './login-form-schema';

test('sends the username or e-mail without stray spaces, the password as typed', () => {
  expect(loginRequestFrom({ username: '  amina@example.com ', password: ' secret ' })).toEqual({ username: 'amina@example.com', password: ' secret ' });
});

test('asks for both, and spaces alone are no username', () => {
  expect(loginRequestFrom({ username: '   ', password: 'secret' })).toBeNull();
  expect(loginRequestFrom({ username: 'amina', password: '' })).toBeNull();
});
