import { expect, expectAccessible, test, uniqueEmail } from './fixtures';

// A long journey with an accessibility check at every step (axe takes a couple of seconds a page).
test.setTimeout(120_000);

test('a new organizer names an organization, invites a member who claims the account, then deletes it', async ({
  page,
  browser,
}) => {
  const ownerEmail = uniqueEmail('owner');
  const stamp = Date.now().toString(36);

  // A new user signs up and lands on the two-choice page.
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign Up' }).first().click();
  const signup = page.getByRole('dialog', { name: 'Sign Up' });
  await signup.getByLabel('First name').fill('Olivia');
  await signup.getByLabel('Last name').fill('Owner');
  await signup.getByLabel('Email').fill(ownerEmail);
  await signup.getByLabel('Password', { exact: true }).fill('correct horse');
  await signup.getByLabel('Confirm password').fill('correct horse');
  await signup.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('heading', { name: 'Are you here to' })).toBeVisible();
  await expect(page).toHaveURL(/\/app$/);
  await expectAccessible(page);

  // 'Make an Event?' → 'Name Your Organization', with the naming screen's own message.
  await page.getByRole('link', { name: /Make an Event\?/ }).click();
  await expect(page.getByRole('heading', { name: 'Name Your Organization' })).toBeVisible();
  await page.getByLabel('Organization name').fill('A');
  await page.getByRole('button', { name: 'Create Organization' }).click();
  await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
  await expectAccessible(page);
  const name = `Northwind ${stamp}`;
  await page.getByLabel('Organization name').fill(name);
  await page.getByRole('button', { name: 'Create Organization' }).click();

  // The card shows up on /app/organizations.
  await expect(page).toHaveURL(/\/app\/organizations$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Organizations' })).toBeVisible();
  await expect(page.getByRole('link', { name })).toBeVisible();
  await expect(page.getByRole('button', { name: `Delete ${name}` })).toBeVisible();
  await expectAccessible(page);

  // Edit it in the modal (with the modal's wording of the rule).
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Organization' });
  await edit.getByLabel('Organization name').fill('B');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByText('Organization name must be at least 2 characters')).toBeVisible();
  await expectAccessible(page);
  const renamed = `Northwind Traders ${stamp}`;
  await edit.getByLabel('Organization name').fill(renamed);
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('link', { name: renamed })).toBeVisible();

  // Its events page: organization name in the top bar, empty events, the owner in Members.
  await page.getByRole('link', { name: renamed }).click();
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  await expect(page.getByText('Organizer View')).toBeVisible();
  await expect(page.getByText('Organization has no events...')).toBeVisible();
  const members = page.getByRole('list', { name: 'Members' });
  await expect(members.getByText('Olivia Owner')).toBeVisible();
  await expectAccessible(page);

  // Add a member who has no account yet: the lookup says so, and the claim link is shown.
  await page.getByRole('button', { name: 'Add Member' }).click();
  const add = page.getByRole('dialog', { name: 'Add Member' });
  await add.getByRole('button', { name: 'Add Member' }).click();
  await expect(add.getByText('Email is required')).toBeVisible();
  await expect(add.getByText('First name is required')).toBeVisible();
  const memberEmail = uniqueEmail('member');
  await add.getByLabel('Email').fill(memberEmail);
  await expect(add.getByText(/No account yet/)).toBeVisible();
  await add.getByLabel('First name').fill('Grace');
  await add.getByLabel('Last name').fill('Member');
  await add.getByLabel('Role').selectOption('ADMIN');
  await expectAccessible(page);
  await add.getByRole('button', { name: 'Add Member' }).click();
  const linkField = add.getByLabel('Invitation link');
  await expect(linkField).toHaveValue(/\/invite\//);
  const claimLink = await linkField.inputValue();
  await expectAccessible(page);
  await add.getByRole('button', { name: 'Done' }).click();
  await expect(members.getByText('Grace Member')).toBeVisible();
  await expect(members.getByText('Invitation pending')).toBeVisible();

  // The same email again is refused with 'User already in organization' (docs/product.md#adding-people).
  await page.getByRole('button', { name: 'Add Member' }).click();
  await add.getByLabel('Email').fill(memberEmail);
  await expect(add.getByLabel('First name')).toHaveValue('Grace');
  await expect(add.getByLabel('First name')).toHaveAttribute('readonly', '');
  await add.getByRole('button', { name: 'Add Member' }).click();
  await expect(add.getByText('User already in organization')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(add).toBeHidden();

  // The member claims the account in a second browser and sees the organization.
  const other = await browser.newContext();
  const memberPage = await other.newPage();
  await memberPage.goto(claimLink);
  await expect(memberPage.getByRole('heading', { name: 'Welcome, Grace' })).toBeVisible();
  await expect(memberPage.getByText(renamed)).toBeVisible();
  await expectAccessible(memberPage);
  await memberPage.getByLabel('Password', { exact: true }).fill('grace-password');
  await memberPage.getByLabel('Confirm password').fill('grace-password');
  await memberPage.getByRole('button', { name: 'Set Password' }).click();
  await expect(memberPage).toHaveURL(/\/app\/organizations$/);
  await expect(memberPage.getByRole('link', { name: renamed })).toBeVisible();
  // An ADMIN edits but does not delete.
  await expect(memberPage.getByRole('button', { name: `Edit ${renamed}` })).toBeVisible();
  await expect(memberPage.getByRole('button', { name: `Delete ${renamed}` })).toHaveCount(0);
  await expectAccessible(memberPage);

  // The link worked once.
  await memberPage.goto(claimLink);
  await expect(memberPage.getByText('This invitation link is no longer valid')).toBeVisible();
  await other.close();

  // The owner sees the invitation accepted, then deletes the organization after confirming.
  await page.reload();
  await expect(members.getByText('Grace Member')).toBeVisible();
  await expect(members.getByText('Invitation pending')).toHaveCount(0);
  await page.goto('/app/organizations');
  await page.getByRole('button', { name: `Delete ${renamed}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Organization' });
  await expect(confirm.getByText(renamed)).toBeVisible();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('link', { name: renamed })).toHaveCount(0);
});
