import { join } from 'node:path';
import { ConfigError, loadConfig } from '../../src/config/config';
import { REPO_ROOT } from '../../src/config/paths';

function problemVariables(env: Record<string, string>): string[] {
  try {
    loadConfig({ NODE_ENV: 'development', ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems.map((problem) => problem.split(':')[0] ?? '');
    throw error;
  }
  throw new Error('expected loadConfig to fail');
}

describe('accounts configuration', () => {
  it('defaults to no Google, no WhatsApp, links to localhost and uploads under DATA_DIR', () => {
    const config = loadConfig({ NODE_ENV: 'development', PORT: '3000' });
    expect(config).toMatchObject({
      publicUrl: 'http://localhost:3000',
      uploadsDir: join(REPO_ROOT, '.data', 'uploads'),
      seedDemo: true,
      authRateLimitMax: 10,
      authAddressRateLimitMax: 100,
      google: undefined,
      whatsapp: undefined,
    });
  });

  it('reads Google, WhatsApp, PUBLIC_URL and UPLOADS_DIR', () => {
    const config = loadConfig({
      NODE_ENV: 'development',
      PUBLIC_URL: 'https://tutorium.example/',
      UPLOADS_DIR: '/srv/uploads',
      GOOGLE_CLIENT_ID: 'abc.apps.googleusercontent.com',
      WHATSAPP_TOKEN: 'secret',
      WHATSAPP_PHONE_NUMBER_ID: '42',
      WHATSAPP_TEMPLATE_NAME: 'tutorium_code',
    });
    expect(config).toMatchObject({
      publicUrl: 'https://tutorium.example',
      uploadsDir: '/srv/uploads',
      google: { clientId: 'abc.apps.googleusercontent.com', jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs' },
      whatsapp: {
        token: 'secret',
        phoneNumberId: '42',
        apiUrl: 'https://graph.facebook.com/v21.0',
        template: { name: 'tutorium_code', language: 'en' },
      },
    });
  });

  it('lists every bad accounts variable', () => {
    const variables = problemVariables({
      PUBLIC_URL: 'tutorium.example',
      GOOGLE_JWKS_URL: 'ftp://keys',
      WHATSAPP_API_URL: 'nope',
      WHATSAPP_PHONE_NUMBER_ID: 'abc',
      SEED_DEMO: 'yes',
      AUTH_RATE_LIMIT_MAX: '0',
      WHATSAPP_TEMPLATE_LANGUAGE: 'English',
    });
    expect(variables.sort()).toEqual(
      [
        'AUTH_RATE_LIMIT_MAX',
        'GOOGLE_JWKS_URL',
        'PUBLIC_URL',
        'SEED_DEMO',
        'WHATSAPP_API_URL',
        'WHATSAPP_PHONE_NUMBER_ID',
        'WHATSAPP_TEMPLATE_LANGUAGE',
        'WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_TEMPLATE_NAME',
      ].sort(),
    );
  });

  it('needs the WhatsApp token, phone number id and template together', () => {
    const together = ['WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_TEMPLATE_NAME'];
    expect(problemVariables({ WHATSAPP_TOKEN: 'secret' })).toEqual(together);
    expect(problemVariables({ WHATSAPP_TOKEN: 'secret', WHATSAPP_PHONE_NUMBER_ID: '42' })).toEqual(together);
  });
});
