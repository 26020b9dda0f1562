import { expect, test } from './test';
import { newMember } from './new-member';
import { FIRST_LOAD } from './timeouts';
import { shownKeys } from './i18n-keys';

// Issue 34: texts the screens once took from English constants of the shared contract (the locked
// community, the notification kinds, the support promise, the inbox bell) follow the reader's
// language like every other text. A new free member whose browser asks for Japanese.
test.describe('a free member whose browser asks for Japanese', () => {
  test.use({ locale: 'ja-JP', extraHTTPHeaders: { 'Accept-Language': 'ja' } });

  test('reads the locked community, the notification kinds and the support promise in Japanese', async ({
    page,
    baseURL,
  }) => {
    await newMember(page, baseURL!, { name: 'Shared Texts Fan' });

    await page.goto('/home');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja', FIRST_LOAD);
    const locked = page.getByTestId('community-locked');
    await expect(locked).toContainText('コミュニティはFan+とVIPメンバー限定です。');
    await expect(locked.getByRole('link', { name: 'Fan+またはVIPにアップグレード' })).toBeVisible();
    await expect(page.getByRole('link', { name: '受信箱', exact: true })).toBeVisible();
    await expect(page.getByText('The community is for Fan+ and VIP members.')).toHaveCount(0);

    await page.goto('/settings/notifications');
    await expect(page.getByText('アーティストの投稿', { exact: true })).toBeVisible(FIRST_LOAD);
    await expect(page.getByText('ミート&グリートの抽選', { exact: true })).toBeVisible();
    await expect(page.getByText('The artist posted')).toHaveCount(0);
    expect(await shownKeys(page)).toEqual([]);

    await page.goto('/support');
    await expect(
      page.getByText(
        'すべてのメッセージに順番にお答えします。VIPメンバーには優先してお答えします。',
      ),
    ).toBeVisible(FIRST_LOAD);
    expect(await shownKeys(page)).toEqual([]);
  });
});
