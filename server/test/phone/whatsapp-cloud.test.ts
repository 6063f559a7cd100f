import { bearer, post, signedInUser } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { startCaptureServer, type CaptureServer } from '../helpers/capture-server';

let whatsapp: CaptureServer;

const whatsappEnv = () => ({
  WHATSAPP_TOKEN: 'test-token',
  WHATSAPP_PHONE_NUMBER_ID: '1234567890',
  WHATSAPP_TEMPLATE_NAME: 'tutorium_code',
  WHATSAPP_TEMPLATE_LANGUAGE: 'en_US',
  WHATSAPP_API_URL: `${whatsapp.url}/v21.0/`,
});
let testApp: TestApp;

beforeAll(async () => {
  whatsapp = await startCaptureServer();
  testApp = await buildTestApp({
    env: whatsappEnv(),
  });
});

afterAll(async () => {
  await testApp.close();
  await whatsapp.close();
});

describe('phone codes through the WhatsApp Cloud API', () => {
  it('posts the code in the approved authentication template to the phone number id with the bearer token', async () => {
    const { session } = await signedInUser(testApp.app);
    const response = await post(testApp.app, '/api/whatsapp/send/', { phone_number: '+8801712345678' }, bearer(session.access));

    expect(response.statusCode).toBe(200);
    const request = whatsapp.requests.at(-1);
    expect(request).toMatchObject({ method: 'POST', url: '/v21.0/1234567890/messages' });
    expect(request?.headers.authorization).toBe('Bearer test-token');
    const body = JSON.parse(request?.body ?? '{}');
    expect(body).toMatchObject({
      messaging_product: 'whatsapp',
      to: '8801712345678',
      type: 'template',
      template: { name: 'tutorium_code', language: { code: 'en_US' } },
    });
    const code: string = body.template.components[0].parameters[0].text;
    expect(code).toMatch(/^\d{6}$/);
    expect(body.template.components[1]).toEqual({ type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: code }] });

    const verified = await post(testApp.app, '/api/whatsapp/verify/', { otp: code }, bearer(session.access));
    expect(verified.json().user).toMatchObject({ phone_number: '+8801712345678', phone_verified: true });
  });

  it('answers 502 when the API refuses, and lets the user retry at once', async () => {
    const { session } = await signedInUser(testApp.app);
    whatsapp.respondWith(500);
    const failed = await post(testApp.app, '/api/whatsapp/send/', { phone_number: '+8801799999999' }, bearer(session.access));
    whatsapp.respondWith(200);

    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({ detail: 'The code could not be sent. Please try again later.', code: 'bad_gateway' });
    const retry = await post(testApp.app, '/api/whatsapp/send/', { phone_number: '+8801799999999' }, bearer(session.access));
    expect(retry.statusCode).toBe(200);
  });

  it('limits the messages one account can make us send, even when each one fails', async () => {
    const strict = await buildTestApp({ database: testApp.database, env: { ...whatsappEnv(), AUTH_RATE_LIMIT_MAX: '2' } });
    try {
      const { session } = await signedInUser(strict.app);
      whatsapp.respondWith(500);
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const number = `+88017000000${attempt}`;
        statuses.push((await post(strict.app, '/api/whatsapp/send/', { phone_number: number }, bearer(session.access))).statusCode);
      }
      expect(statuses).toEqual([502, 502, 429]);
    } finally {
      whatsapp.respondWith(200);
      await strict.close();
    }
  });
});
