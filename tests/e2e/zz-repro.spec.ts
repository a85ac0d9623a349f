import { expect, test } from './support/fixtures';
import { loginThroughApi } from './support/identity';

test('toast dom', async ({ page, request }) => {
  await loginThroughApi(page, request);
  await page.goto('/user/user-profile');
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('textbox', { name: 'Full name' }).fill('Asha Verma');
  await page.getByRole('textbox', { name: 'Email' }).fill('asha.verma@example.in');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated successfully.')).toBeVisible();
  await page.waitForTimeout(800);
  const region = await page.evaluate(() => [...document.querySelectorAll('.chakra-portal')].map((p) => p.outerHTML).join('\n----\n'));
  console.log(region.replace(/class="[^"]*"/g, '').replace(/<svg.*?<\/svg>/g, '').slice(0, 3000));
  console.log(await page.locator('body').ariaSnapshot());
  console.log(await page.evaluate(() => document.body.innerText.split('Profile updated successfully.').length - 1));
});
