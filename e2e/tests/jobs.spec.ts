import { expect, test, type Page } from '@playwright/test';
import { personAt, signUp } from './fixtures';

/** The signed-in person's balance, as the API tells it (GET /api/points/ with their token). */
async function balanceOf(page: Page): Promise<number> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const reply = await page.request.get('/api/points/', { headers: { Authorization: `Bearer ${token}` } });
  expect(reply.ok()).toBe(true);
  return ((await reply.json()) as { balance: number }).balance;
}

test('demo_student posts a job for 1 point; demo_tutor finds it in matched jobs, unlocks it and sees the phone; the student sees demo_tutor among the applicants', { tag: '@jobs' }, async ({ browser }) => {
  const stamp = Date.now().toString(36);
  const topic = `Geometry${stamp}`;
  const phone = `+88017${String(Date.now()).slice(-8)}`;

  const student = await personAt(browser, 'demo_student');
  const before = await balanceOf(student);
  await student.getByRole('banner').getByRole('link', { name: 'Post Job' }).click();
  const dialog = student.getByRole('dialog', { name: 'Post a Job' });
  await expect(dialog).toBeVisible();
  const subjects = dialog.getByRole('combobox', { name: 'Subjects' });
  await subjects.fill('Mathematics');
  await subjects.press('Enter');
  await subjects.fill(topic);
  await dialog.getByRole('button', { name: 'Add Subject' }).click();
  await dialog.getByLabel(/^Description/).fill(`Geometry and trigonometry for class 10, two evenings a week (${stamp}).`);
  await dialog.getByLabel(/^Education level/).selectOption('Secondary');
  await dialog.getByRole('checkbox', { name: 'Online' }).check();
  await dialog.getByRole('checkbox', { name: 'At My Place' }).check();
  await dialog.getByLabel(/^Budget \(USD\)/).fill('4');
  await dialog.getByLabel('Budget type').selectOption('Per Hour');
  await dialog.getByRole('combobox', { name: /^Location/ }).fill('Dhaka');
  await dialog.getByRole('listbox', { name: 'Location suggestions' }).getByRole('option').first().click();
  await dialog.getByLabel(/^Phone/).fill(phone);
  await dialog.getByRole('button', { name: 'Post Job' }).click();
  await expect(dialog.getByText('Job posted successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(await balanceOf(student)).toBe(before - 1);

  const posts = student.getByRole('region', { name: 'Your Job Posts' });
  const post = posts.getByRole('listitem').filter({ hasText: topic });
  await expect(post).toContainText('Applicants: 0');

  const tutor = await personAt(browser, 'demo_tutor');
  await expect(tutor.getByRole('heading', { level: 1, name: 'Tutor Dashboard' })).toBeVisible();
  const matched = tutor.getByRole('link', { name: new RegExp(topic) });
  await expect(matched).toBeVisible();
  await matched.click();
  await expect(tutor.getByRole('heading', { level: 1, name: new RegExp(topic) })).toBeVisible();
  await expect(tutor.getByText('Unlock this job to see the phone number.')).toBeVisible();
  await expect(tutor.getByText('Unlock this job for 2 points to see the phone number and message the student.')).toBeVisible();
  await tutor.getByRole('button', { name: 'Unlock Job' }).click();
  await expect(tutor.getByRole('link', { name: phone })).toBeVisible();
  await expect(tutor.getByText('Applicants: 1')).toBeVisible();
  await expect(tutor.getByRole('link', { name: 'Message Student' })).toHaveAttribute('href', '/messages/?username=demo_student');

  await student.reload();
  const applied = student.getByRole('region', { name: 'Your Job Posts' }).getByRole('listitem').filter({ hasText: topic });
  await expect(applied).toContainText('Applicants: 1');
  await applied.getByRole('link', { name: /^View Applicants/ }).click();
  const applicants = student.getByRole('region', { name: 'Applicants', exact: true });
  await expect(applicants.getByRole('link', { name: 'demo_tutor', exact: true })).toHaveAttribute('href', /^\/tutors\/\d+$/);
  await expect(applicants.getByRole('link', { name: 'Message demo_tutor' })).toHaveAttribute('href', '/messages/?username=demo_tutor');
});

test('/jobs is public: search and type filters live in the URL, and View Details leads to the job', { tag: '@jobs' }, async ({ page }) => {
  await page.goto('/jobs?type=online');
  await expect(page.getByRole('button', { name: 'Online Jobs' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(/^\d+ Jobs? Available$/)).toBeVisible();
  await expect(page.getByText('Sorted by: Newest')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search jobs' }).fill('mathemat');
  await page.getByRole('searchbox', { name: 'Search jobs' }).press('Enter');
  await expect(page).toHaveURL(/\/jobs\?q=mathemat&type=online$/);
  const first = page.getByRole('list', { name: 'Jobs' }).getByRole('listitem').first();
  await expect(first).toContainText(/Mathematics/i);
  await page.getByRole('searchbox', { name: 'Search jobs' }).fill('zzzzqqq');
  await page.getByRole('searchbox', { name: 'Search jobs' }).press('Enter');
  await expect(page.getByRole('heading', { name: 'No jobs found' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(page.getByRole('button', { name: 'All Jobs' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('link', { name: 'View Details' }).first().click();
  // Job pages are behind the login guard.
  await expect(page).toHaveURL(/\/login$/);
});

test('/job-map lists the open jobs within 20 km of the chosen place beside their markers', { tag: '@jobs' }, async ({ browser }) => {
  const tutor = await personAt(browser, 'demo_tutor');
  await tutor.goto('/job-map');
  await expect(tutor.getByRole('heading', { name: 'Choose a place' })).toBeVisible();
  await tutor.getByRole('combobox', { name: 'Place' }).fill('Dhaka');
  await tutor.getByRole('listbox', { name: 'Location suggestions' }).getByRole('option').first().click();
  await expect(tutor).toHaveURL(/\/job-map\?lat=[-\d.]+&lng=[-\d.]+&place=/);
  await expect(tutor.getByRole('heading', { name: /^Open jobs within 20 km: [1-9]\d*$/ })).toBeVisible();
  await expect(tutor.getByRole('region', { name: 'Map of open jobs' })).toBeVisible();
  const first = tutor.getByRole('list', { name: 'Jobs' }).getByRole('listitem').first();
  await first.getByRole('button', { name: /^Show on map/ }).click();
  await expect(first).toHaveAttribute('aria-current', 'true');
});

test('a job titled with HTML shows as text in its map tooltip, and its markup does nothing', { tag: '@jobs' }, async ({ browser, request }) => {
  const password = 'Journey-pass-2026';
  const studentName = await signUp(request, 'student', password);
  const login = await request.post('/api/auth/login/', { data: { username: studentName, password } });
  const { access } = (await login.json()) as { access: string };
  // A place no seeded job is near: the Sundarbans.
  const title = '<meta http-equiv="refresh" content="0;url=/terms"><b>Bold</b> <img src=x onerror="document.title=1">';
  const posted = await request.post('/api/jobs/', {
    headers: { authorization: `Bearer ${access}` },
    data: { title, location: 'Sundarbans, Bangladesh', latitude: 21.95, longitude: 89.18, phone: '+8801711000001', description: 'A job whose title is markup.', educationLevel: 'Secondary' },
  });
  expect(posted.status()).toBe(201);

  const tutor = await personAt(browser, 'demo_tutor');
  await tutor.goto('/job-map?lat=21.95&lng=89.18&place=Sundarbans');
  await expect(tutor.getByRole('list', { name: 'Jobs' }).getByRole('listitem').filter({ hasText: '<b>Bold</b>' })).toBeVisible();
  // The preview's marker is named by the title, as text.
  const map = tutor.getByRole('region', { name: 'Map of open jobs' });
  await expect(map.getByRole('button', { name: title })).toBeVisible();
  await expect(map.locator('b, img[src="x"], meta')).toHaveCount(0);
  // The pointer over the map brings Leaflet; its tooltip holds the title as text too.
  await map.hover({ position: { x: 5, y: 5 } });
  const marker = tutor.locator('.leaflet-overlay-pane path.leaflet-interactive').first();
  await marker.hover({ force: true });
  const tooltip = tutor.locator('.leaflet-tooltip');
  await expect(tooltip).toHaveText(title);
  await expect(tooltip.locator('b, img, meta')).toHaveCount(0);
  await expect(tutor).toHaveURL(/\/job-map\?/);
  expect(await tutor.title()).not.toBe('1');
});
