import { expect, test } from '@playwright/test';

test('switching to Arabic translates the shell, turns the page right-to-left and is remembered', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('banner').getByRole('link', { name: 'تسجيل الدخول' })).toBeVisible();

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('combobox', { name: 'اللغة' }).selectOption('fr');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Connexion' })).toBeVisible();
});

test('the browser language is used on a first visit', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'es-ES' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
  await context.close();
});

// The picker has a set width (the browser then measures no option before the first paint): each
// language's name must still show in full when chosen, left to right and right to left.
for (const locale of ['en', 'ar']) {
  test(`the language picker is wide enough for every language's name (${locale})`, async ({ browser }) => {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    await page.goto('/');
    const picker = page.getByRole('banner').getByRole('combobox');
    // The same picker holding one name, sized by the browser: the set width must not be narrower.
    const widths = await picker.evaluate((select: HTMLSelectElement) => [...select.options].map((option) => {
      const sized = select.cloneNode(false) as HTMLSelectElement;
      sized.style.inlineSize = 'auto';
      sized.append(option.cloneNode(true));
      select.after(sized);
      const needed = sized.getBoundingClientRect().width;
      sized.remove();
      return { name: option.text, needed, set: select.getBoundingClientRect().width };
    }));
    expect(widths).toHaveLength(10);
    for (const { name, needed, set } of widths) expect(needed, name).toBeLessThanOrEqual(set);
    await context.close();
  });
}
