import { expect, test, type Page } from '@playwright/test';
import { recordRequests, signInAs } from './fixtures';

/** Console errors and uncaught page errors: a hydration mismatch shows up as one of them. */
function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/ is readable from the HTML the server sends: header, hero and footer', async ({ page }) => {
    const response = await page.goto('/');
    // Its styles are in it, minified (no comments, no indentation).
    const styles = (await response!.text()).match(/<style>[^]*?<\/style>/g) ?? [];
    expect(styles.length).toBeGreaterThan(0);
    for (const style of styles) expect(style).not.toMatch(/\/\*|\n /);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Tutorium' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Sign Up' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Find the right tutor, online or at home' })).toBeVisible();
    await expect(page.getByText('9500+')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Terms');
    await expect(page).toHaveTitle('Tutorium: find tutors and teaching jobs');
  });

  test("a remote's public page is in the HTML as its build previews it: /jobs and /login paint their heading and form before any script", { tag: ['@jobs', '@auth'] }, async ({ page }) => {
    await page.goto('/jobs');
    await expect(page.getByRole('heading', { level: 1, name: 'Find Tutoring Jobs', includeHidden: true })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Job type', includeHidden: true }).getByText('Online Jobs')).toBeVisible();
    await page.goto('/login');
    await expect(page).toHaveTitle('Log in to Tutorium | Tutorium');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in to Tutorium', includeHidden: true })).toBeVisible();
    // Inert until the remote renders it: nothing typed into it before then is lost.
    await expect(page.locator('[data-page-preview="/login"]')).toHaveAttribute('inert', '');
  });

  test('/terms is prerendered too', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  });

  test.describe('in Arabic', () => {
    test.use({ locale: 'ar' });

    test("a remote page's preview comes in the visitor's language too", { tag: '@auth' }, async ({ page }) => {
      await page.goto('/login');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { level: 1, name: 'سجّل الدخول إلى Tutorium', includeHidden: true })).toBeVisible();
    });

    test('the browser language picks the prerendered Arabic page, right to left', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
      await expect(page.getByRole('banner').getByRole('link', { name: 'تسجيل الدخول' })).toBeVisible();
    });
  });
});

test('with JavaScript, / hydrates without an error and its header works', async ({ page }) => {
  const errors = recordErrors(page);
  await page.goto('/');
  await page.getByRole('button', { name: /Find Tutors/ }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Online Tutors' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test("/ downloads none of its page's own code until the visitor interacts: the header is live at once, the page hydrates at the first interaction, and its links are then the router's", async ({ page }) => {
  const errors = recordErrors(page);
  const requests = recordRequests(page);
  const pageCode = () => requests.filter((url) => url.startsWith('/prerendered-index.'));
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('header[data-interactive]')).toHaveCount(1);
  expect(pageCode()).toEqual([]);
  expect(requests.filter((url) => url.startsWith('/federation-runtime.'))).toEqual([]);
  await expect(page.getByRole('heading', { level: 1, name: 'Find the right tutor, online or at home' })).toBeVisible();

  await page.mouse.move(20, 300);
  await expect(page.locator('main [data-interactive]')).toHaveCount(1);
  expect(pageCode()).toHaveLength(1);
  // Hydrated: the router takes the click (no new document is requested).
  await page.getByRole('link', { name: 'Browse teaching jobs' }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(requests).not.toContain('/jobs');
  expect(errors).toEqual([]);
});

test("/ keeps its prerendered page while its code is on its way (no skeleton), then hydrates without an error", async ({ page }) => {
  const errors = recordErrors(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => { release = resolve; });
  let requested!: () => void;
  const asked = new Promise<void>((resolve) => { requested = resolve; });
  await page.route(/\/prerendered-index\.[0-9a-f]+\.js$/, async (route) => {
    requested();
    await held;
    await route.continue();
  });
  await page.goto('/');
  await expect(page.locator('header[data-interactive]')).toHaveCount(1);
  await page.mouse.move(20, 300);
  await asked;
  await expect(page.getByRole('heading', { level: 1, name: 'Find the right tutor, online or at home' })).toBeVisible();
  release();
  await expect(page.locator('main [data-interactive]')).toHaveCount(1);
  await page.getByRole('link', { name: 'Browse teaching jobs' }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  expect(errors).toEqual([]);
});

test("/jobs shows its preview from the HTML until the jobs remote's code is here, then the live page in its place, without an error", { tag: '@jobs' }, async ({ page }) => {
  const errors = recordErrors(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => { release = resolve; });
  let requested!: () => void;
  const asked = new Promise<void>((resolve) => { requested = resolve; });
  await page.route(/\/remoteEntry\.js$/, async (route) => {
    requested();
    await held;
    await route.continue();
  });
  // Not until 'load': the page's load waits for the remote's entry, which is held.
  await page.goto('/jobs', { waitUntil: 'domcontentloaded' });
  await asked;
  // The shell is running (its header answers), the remote's code is not here: the preview shows, inert.
  await expect(page.locator('header[data-interactive]')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1, name: 'Find Tutoring Jobs', includeHidden: true })).toBeVisible();
  await expect(page.locator('main [inert]')).toHaveCount(1);
  release();
  await expect(page.locator('main [inert]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Find Tutoring Jobs' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search jobs' }).fill('Physics');
  await page.getByRole('searchbox', { name: 'Search jobs' }).press('Enter');
  await expect(page).toHaveURL(/\/jobs\?q=Physics$/);
  expect(errors).toEqual([]);
});

test("/tutors' start script preloads the remote's scripts the page runs first (its entry and routes module) after the first paint, each fetched once", { tag: '@tutors' }, async ({ page }) => {
  const errors = recordErrors(page);
  const requests = recordRequests(page);
  const response = await page.goto('/tutors');
  const html = await response!.text();
  await expect(page.getByRole('heading', { level: 1, name: 'All Tutors' })).toBeVisible();
  await expect(page.locator('main [inert]')).toHaveCount(0);

  // None in the head, where they delayed the first paint; the start script adds them after it.
  expect(html.match(/<link rel="preload"[^>]*>/g)).toEqual([expect.stringMatching(/href="\/main\.\w+\.js"/)]);
  const preloads = await page.locator('head link[rel="preload"][as="script"]').evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  // The build everyone gets: the default one, or a release of it.
  const build = '/(remotes/tutors|releases/tutors/[\\w.-]+)';
  expect(preloads).toEqual([
    expect.stringMatching(/^\/main\.\w+\.js$/),
    expect.stringMatching(new RegExp(`^${build}/remoteEntry\\.js$`)),
    expect.stringMatching(new RegExp(`^${build}/__federation_expose_routes\\.\\w+\\.js$`)),
  ]);
  for (const url of preloads) expect(requests.filter((request) => request === url)).toEqual([url]);
  expect(errors).toEqual([]);
});

test("a search sent before the page's code is here is the form's plain GET of /tutors, with what was typed", { tag: '@tutors' }, async ({ page }) => {
  // The page's code never arrives here: its HTML is all there is to use.
  await page.route(/\/prerendered-index\.[0-9a-f]+\.js$/, (route) => route.abort());
  await page.goto('/');
  await expect(page.locator('header[data-interactive]')).toHaveCount(1);
  const search = page.getByRole('search', { name: 'Find a tutor' });
  // Typing is the first interaction: the page's code is asked for, and does not come.
  const codeFailed = page.waitForEvent('requestfailed', (request) => /prerendered-index/.test(request.url()));
  await search.getByRole('textbox', { name: 'Subject' }).fill('Physics');
  await codeFailed;
  // A click on the page then makes React try to hydrate it again: it stays the build's HTML, no error page.
  await search.getByRole('textbox', { name: 'Location' }).click();
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/tutors\?subject=Physics&location=$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All Tutors' })).toBeVisible();
});

test("the header leaves a page whose code never comes at once: the next page renders, with no error", async ({ page }) => {
  const errors = recordErrors(page);
  await page.route(/\/prerendered-index\.[0-9a-f]+\.js$/, (route) => route.abort());
  await page.goto('/');
  await expect(page.locator('header[data-interactive]')).toHaveCount(1);
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in to Tutorium' })).toBeVisible();
  // The aborted chunk's own console line aside, nothing went wrong.
  expect(errors.filter((text) => !text.startsWith('Failed to load resource'))).toEqual([]);
});

test('a language chosen before the page is hydrated: the page hydrates as built, then shows the new language, without an error', async ({ page }) => {
  const errors = recordErrors(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // Chosen without a pointer or a key reaching the page (as assistive technology may).
  await page.getByRole('combobox', { name: 'Language' }).evaluate((select: HTMLSelectElement) => {
    select.value = 'fr';
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Find the right tutor, online or at home');
  await expect(page.locator('main [data-interactive]')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('/ loads no remote until the visitor means to search; focusing the search loads the tutors widget, which keeps what was typed', { tag: '@tutors' }, async ({ page }) => {
  const requests = recordRequests(page);
  const remotes = () => [...new Set(requests.filter((url) => url.startsWith('/remotes/') || url.startsWith('/releases/')).map((url) => url.split('/')[2]))];
  await page.goto('/');
  const search = page.getByRole('search', { name: 'Find a tutor' });
  await expect(search).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(remotes()).toEqual([]);

  await search.getByRole('textbox', { name: 'Subject' }).pressSequentially('Physics');
  // The widget takes over with the text and the focus: its subject box suggests subjects.
  const subject = search.getByRole('combobox', { name: 'Subject' });
  await expect(subject).toHaveValue('Physics');
  await expect(subject).toBeFocused();
  expect(remotes()).toEqual(['tutors']);
});

test('without JavaScript the home search still searches: a plain GET of /tutors with the subject and place', { tag: '@tutors' }, async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto('/');
    const search = page.getByRole('search', { name: 'Find a tutor' });
    await search.getByRole('textbox', { name: 'Subject' }).fill('Physics');
    await search.getByRole('textbox', { name: 'Location' }).fill('Dhaka');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/tutors\?subject=Physics&location=Dhaka$/);
  } finally {
    await context.close();
  }
});

test('a logged-in visitor gets their header right after hydration, with no error', async ({ page }) => {
  const errors = recordErrors(page);
  await signInAs(page);
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Login' })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('a language chosen in the page is the language of the next prerendered page', async ({ page }) => {
  const errors = recordErrors(page);
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const html = await (await page.request.get('/')).text();
  expect(html).toContain('<html lang="fr" dir="ltr">');
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Connexion' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});
