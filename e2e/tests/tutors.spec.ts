import { expect, test, type Page } from '@playwright/test';
import { logIn, recordRequests } from './fixtures';

test('a logged-out visitor searches Physics near Dhaka from the home page and sees tutors nearest first', { tag: '@tutors' }, async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('search', { name: 'Find a tutor' });
  await expect(search).toBeVisible();
  // The page's own code comes with the first interaction; a search sent before it is here is the
  // form's plain GET of /tutors (first-paint.spec.ts). The pointer on its way to the form brings it.
  await search.hover();
  await expect(page.locator('main [data-interactive]')).toHaveCount(1);

  await search.getByRole('button', { name: 'Search' }).click();
  await expect(search.getByText('Please select a subject')).toBeVisible();

  await search.getByRole('combobox', { name: 'Subject' }).fill('physi');
  await search.getByRole('option', { name: 'Physics', exact: true }).click();
  await search.getByRole('combobox', { name: 'Location' }).fill('Dhaka');
  await search.getByRole('option', { name: /^Dhaka/ }).first().click();
  await search.getByRole('button', { name: 'Search' }).click();

  const results = page.getByRole('region', { name: 'Search results' });
  const cards = results.getByRole('article');
  await expect(cards.first()).toBeVisible();
  await expect(cards.first()).toContainText('km away');
  await expect(cards.first()).toContainText('Log in as student to view full profile');
  const distances = (await results.getByText(/^[\d.]+ km away$/).allTextContents()).map((text) => Number.parseFloat(text));
  expect(distances).toHaveLength(await cards.count());
  expect(distances.every((distance) => distance <= 20)).toBe(true);
  expect([...distances].sort((a, b) => a - b)).toEqual(distances);
});

test('demo_student unlocks a tutor, sees phone, e-mail and Message Tutor, adds a favorite shown on the dashboard and leaves a review', { tag: '@tutors' }, async ({ page }) => {
  await logIn(page, 'demo_student', 'tutorium-demo');
  await page.goto('/tutors?subject=Physics');
  await expect(page.getByRole('heading', { level: 1, name: 'All Tutors' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Subject' })).toHaveValue('Physics');
  // A generated tutor: no other journey unlocks, favors or reviews them.
  const card = page.getByRole('article').filter({ hasNotText: 'demo_tutor' }).first();
  const tutorName = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('link', { name: 'View Profile' }).click();
  await expect(page).toHaveURL(/\/tutors\/\d+$/);
  const tutorPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: tutorName })).toBeVisible();

  const contact = page.getByRole('region', { name: 'Contact Information' });
  await expect(contact.getByRole('link', { name: 'Message Tutor' })).toHaveCount(0);
  await contact.getByRole('button', { name: 'Unlock Contact (1 point)' }).click();
  await expect(contact.getByText('Phone')).toBeVisible();
  await expect(contact.getByText(/@/)).toBeVisible();
  await expect(contact.getByRole('link', { name: 'Message Tutor' })).toHaveAttribute('href', `/messages/?username=${tutorName}`);

  await page.getByRole('button', { name: 'Add to Favorites' }).click();
  await expect(page.getByText('Added to favorites')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove from Favorites' })).toBeVisible();

  // The review form, below the fold, loads as the student scrolls down to the reviews.
  await page.getByRole('region', { name: 'Reviews' }).scrollIntoViewIfNeeded();
  const review = page.getByRole('form', { name: 'Leave a review' });
  await review.getByLabel('Rating').selectOption('5');
  await review.getByLabel('Comment').fill('Clear explanations and patient with questions.');
  await review.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByText('Thank you for your review!')).toBeVisible();
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByText('Clear explanations and patient with questions.')).toBeVisible();
  await expect(reviews.getByText('demo_student')).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).click();
  // Favorite Teachers load as they come near the viewport: the student scrolls down to them.
  await expect(page.getByRole('region', { name: 'Your Job Posts' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const favorites = page.getByRole('region', { name: 'Favorite Teachers' });
  await expect(favorites.locator(`a[href="${tutorPath}"]`)).toBeVisible();
});

/** The demo student, signed in, with the outside tile server unreachable, or standing in with `tile` for every tile. */
async function studentWithTiles(page: Page, tile?: Buffer) {
  await page.route(/tile\.openstreetmap\.org/, (route) => (tile ? route.fulfill({ contentType: 'image/png', body: tile }) : route.abort('internetdisconnected')));
  await logIn(page, 'demo_student', 'tutorium-demo');
}

/** /map-search with Dhaka chosen as the place. */
async function mapSearchNearDhaka(page: Page) {
  await page.goto('/map-search');
  await page.getByRole('combobox', { name: 'Location' }).fill('Dhaka');
  await page.getByRole('option', { name: /^Dhaka/ }).first().click();
}

test('the map search shows the gigs near Dhaka as a list and markers in step, and works without its tile server', { tag: '@tutors' }, async ({ page }) => {
  await studentWithTiles(page);
  await mapSearchNearDhaka(page);

  const list = page.getByRole('list', { name: 'Gigs near you' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  const gigs = await list.getByRole('listitem').count();
  const map = page.getByRole('region', { name: 'Map of gigs near you' });
  // First the preview (no Leaflet): a marker per gig, and choosing one in the list marks it.
  await expect(map.getByRole('button')).toHaveCount(gigs);
  await expect(page.getByText('The map background is unavailable.')).toBeVisible();
  await list.getByRole('listitem').first().getByRole('button').click();
  await expect(map.getByRole('button', { pressed: true })).toHaveCount(1);
  await expect(map.locator('.leaflet-container')).toHaveCount(0);

  // The pointer over the map brings Leaflet, at the same view: the same markers, the selection kept.
  await map.hover();
  const markers = map.locator('path.leaflet-interactive');
  await expect(markers).toHaveCount(gigs);
  await expect(map.locator('.leaflet-tooltip')).toContainText(await list.getByRole('listitem').first().locator('strong').innerText());
  // The seeded gigs share their city's point, so the marker on top (the last drawn) is the one clicked.
  await expect(map.locator('.leaflet-zoom-anim')).toHaveCount(0);
  await markers.last().click();
  await expect(list.locator('button[aria-current="true"]')).toHaveCount(1);
});

test('the map first shows as a preview of the very tiles and marker places Leaflet then shows, and loads Leaflet only when reached for', { tag: '@tutors' }, async ({ page }) => {
  // A stand-in tile server (the real one is outside): every tile the same small PNG.
  const tile = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
  await studentWithTiles(page, tile);
  // Every script the page fetches; Leaflet's is the one that names its zoom animation class. (The
  // body of a script of a page already left, the login's, is gone: it counts as empty.)
  const scripts: Array<Promise<string>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  const leafletFetched = async () => (await Promise.all(scripts)).some((code) => code.includes('leaflet-zoom-animated'));
  await mapSearchNearDhaka(page);
  const map = page.getByRole('region', { name: 'Map of gigs near you' });
  await expect(map.getByRole('button').first()).toBeVisible();
  await expect(map.locator('img[data-loaded]').first()).toBeVisible();
  await expect(page.getByText('The map background is unavailable.')).toHaveCount(0);
  const tilePath = (src: string) => new URL(src).pathname;
  const previewTiles = (await map.locator('img').evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src))).map(tilePath).sort();
  const previewMarker = await map.getByRole('button').first().boundingBox();
  expect(await leafletFetched()).toBe(false);

  await map.hover({ position: { x: 5, y: 5 } });
  await expect(map.locator('.leaflet-container')).toBeVisible();
  expect(await leafletFetched()).toBe(true);
  await expect(map.locator('.leaflet-tile-loaded').first()).toBeVisible();
  const liveTiles = (await map.locator('.leaflet-tile-pane img').evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src))).map(tilePath).sort();
  expect(liveTiles).toEqual(previewTiles);
  // Markers are drawn in the list's order, in both.
  const liveMarker = await map.locator('path.leaflet-interactive').first().boundingBox();
  expect(Math.abs(liveMarker!.x + liveMarker!.width / 2 - (previewMarker!.x + previewMarker!.width / 2))).toBeLessThanOrEqual(1.5);
  expect(Math.abs(liveMarker!.y + liveMarker!.height / 2 - (previewMarker!.y + previewMarker!.height / 2))).toBeLessThanOrEqual(1.5);
  await expect(map.getByRole('button', { name: /·/ })).toHaveCount(0);
});

test('a keyboard user reaches the map with Tab: Leaflet takes over with the focus, and the arrow keys pan it', { tag: '@tutors' }, async ({ page }) => {
  await studentWithTiles(page);
  await mapSearchNearDhaka(page);
  const list = page.getByRole('list', { name: 'Gigs near you' });
  const last = list.getByRole('listitem').last().getByRole('link', { name: 'View Gig' });
  await last.focus();
  // The preview's markers are not tab stops: the next stop after the list is the map.
  await page.keyboard.press('Tab');
  const live = page.getByRole('group', { name: 'Map of gigs near you' });
  await expect(live).toBeFocused();
  const marker = live.locator('path.leaflet-interactive').first();
  const before = (await marker.boundingBox())!;
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await marker.boundingBox())!.x).toBeLessThan(before.x - 20);
});

test('a tutor card holds a long username inside its edges on a 1366-pixel screen', { tag: '@tutors' }, async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  const longName = 'muhammad.abdullah.chowdhury.72';
  // The real first page, with its first tutor renamed to a username as long as sign-up allows (30).
  await page.route((url) => /^\/api\/tutors\/?$/.test(url.pathname), async (route) => {
    const reply = await route.fetch();
    const body = (await reply.json()) as { results: Array<{ username: string }> };
    if (body.results[0]) body.results[0].username = longName;
    await route.fulfill({ response: reply, json: body });
  });
  await page.goto('/tutors');
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: longName }) });
  await expect(card).toBeVisible();
  const edges = await card.evaluate((article) => {
    const heading = article.querySelector('h3') as HTMLElement;
    return { card: article.getBoundingClientRect().right, name: heading.getBoundingClientRect().right, overflow: article.scrollWidth - article.clientWidth };
  });
  expect(edges.name).toBeLessThanOrEqual(edges.card);
  expect(edges.overflow).toBeLessThanOrEqual(0);
});

test("a student's dashboard loads Favorite Teachers (the tutors remote) only once scrolled near them", { tag: '@tutors' }, async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 360 });
  await logIn(page, 'demo_student', 'tutorium-demo');
  const requests = recordRequests(page);
  const tutorsLoaded = () => requests.some((url) => /^\/(remotes|releases)\/tutors\//.test(url));
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Your Job Posts' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(tutorsLoaded()).toBe(false);

  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.getByRole('region', { name: 'Favorite Teachers' })).toBeVisible();
  expect(tutorsLoaded()).toBe(true);
});
