/**
 * Administering a company's users over HTTP (src/domain/companyUserAdmin.ts): changing name, role, cost
 * centres and approval right; deactivating (her tokens refused at once, her login refused) and
 * reactivating; sending the invitation again; the last administrator keeps her role and account;
 * only the company's administrator may do any of it.
 */
import { describe, expect, it } from 'vitest';
import {
  deactivateCompanyUser, getCompanyUsers, getCostCenters, reactivateCompanyUser, resendCompanyUserInvitation, updateCompanyUser,
} from '../../src/generated/api/account/account';
import { getSalesOrdersForAcceptance } from '../../src/generated/api/lists/lists';
import { getCurrentUser } from '../../src/generated/api/session-and-user/session-and-user';
import { issueToken } from '../../src/mocks';
import { listMail } from '../../src/mocks/services/mailbox';
import { asBearer, failure, logIn, setupDemoApi } from '../setup/demoApi';

setupDemoApi();

const BUYER = 2;
const ADMIN = 3;
const INVITED = 6;

async function userOf(admin: string, id: number) {
  const { users } = await getCompanyUsers({ limit: 96, offset: 0 }, asBearer(admin));
  return users.find((user) => user.id === id)!;
}

describe('changing a company user', () => {
  it('changes name, role, cost centres and approval right; the user’s open session sees the new role at once', async () => {
    const admin = await logIn('akceptant@firma.demo');
    const buyer = await logIn('kupiec@firma.demo');
    expect(await failure(getSalesOrdersForAcceptance({ limit: 24, offset: 0 }, asBearer(buyer)))).toMatchObject({ status: 403 });
    const answer = await updateCompanyUser(BUYER, { firstName: 'Paweł', roleId: 3, costCenterIds: [11, 12] }, asBearer(admin));
    expect(answer.message).toBe('Dane użytkownika Paweł Zieliński zostały zmienione.');
    expect(answer.user).toMatchObject({ firstName: 'Paweł', roleName: 'approver', canApprove: true, hasAllCostCenters: false, status: 'active' });
    expect(answer.user.costCenters.map((centre) => centre.id)).toEqual([11, 12]);
    // The same token: the approvers' queue opens, and she orders on the two centres only.
    expect((await getSalesOrdersForAcceptance({ limit: 24, offset: 0 }, asBearer(buyer))).countTotal).toBeGreaterThan(0);
    expect((await getCostCenters(asBearer(buyer))).costCenters.map((centre) => centre.id)).toEqual([11, 12]);
    expect((await userOf(admin, BUYER)).firstName).toBe('Paweł');
  });

  it('lets a buyer approve when chosen; an approver always approves, a data-only user never (400 canApprove)', async () => {
    const admin = asBearer(await logIn('akceptant@firma.demo'));
    expect((await updateCompanyUser(BUYER, { canApprove: true }, admin)).user).toMatchObject({ roleName: 'buyer', canApprove: true });
    const dataOnly = await failure(updateCompanyUser(BUYER, { roleId: 4, canApprove: true }, admin));
    expect(dataOnly).toMatchObject({ status: 400, message: 'Użytkownik z rolą „Tylko dane” nie może akceptować zamówień.' });
    expect(dataOnly.body).toMatchObject({ field: 'canApprove' });
    expect((await updateCompanyUser(BUYER, { roleId: 4 }, admin)).user).toMatchObject({ roleName: 'onlyData', canApprove: false });
  });

  it('keeps the last administrator’s role (409 LAST-ADMINISTRATOR); with a second administrator she may step down', async () => {
    const admin = asBearer(await logIn('akceptant@firma.demo'));
    const refusal = await failure(updateCompanyUser(ADMIN, { roleId: 2 }, admin));
    expect(refusal).toMatchObject({ status: 409, code: 'LAST-ADMINISTRATOR' });
    expect(refusal.message).toMatch(/^To ostatni aktywny administrator firmy/);
    expect((await userOf(await logIn('akceptant@firma.demo'), ADMIN)).roleName).toBe('admin');
    // With a second administrator she may step down.
    await updateCompanyUser(BUYER, { roleId: 1 }, admin);
    expect((await updateCompanyUser(ADMIN, { roleId: 3 }, admin)).user.roleName).toBe('approver');
  });

  it('refuses a user of another company with 404, a cost centre of another company with its field', async () => {
    const admin = asBearer(await logIn('akceptant@firma.demo'));
    expect(await failure(updateCompanyUser(8, { firstName: 'Ola' }, admin))).toMatchObject({ status: 404 });
    expect((await failure(updateCompanyUser(BUYER, { costCenterIds: [21] }, admin))).body).toMatchObject({ field: 'costCenterIds.0' });
  });
});

describe('deactivating and reactivating', () => {
  it('refuses a deactivated user’s token at once and her next login; reactivated she logs in again, her old token stays refused', async () => {
    const admin = asBearer(await logIn('akceptant@firma.demo'));
    const buyer = await logIn('kupiec@firma.demo');
    expect((await getCurrentUser(undefined, asBearer(buyer))).user.id).toBe(BUYER);
    const answer = await deactivateCompanyUser(BUYER, admin);
    expect(answer.user).toMatchObject({ status: 'deactivated', isActive: false });
    expect(await failure(getCurrentUser(undefined, asBearer(buyer)))).toMatchObject({
      status: 401, code: 'ACCOUNT-DEACTIVATED', message: 'Twoje konto zostało dezaktywowane przez administratora firmy. Skontaktuj się z nim, aby je przywrócić.',
    });
    expect(await failure(logIn('kupiec@firma.demo'))).toMatchObject({ status: 400, code: 'ACCOUNT-DEACTIVATED' });
    // A wrong password learns nothing of the account.
    expect(await failure(logIn('kupiec@firma.demo', 'nie-to-haslo'))).toMatchObject({ status: 400, code: 'INVALID-CREDENTIALS' });
    expect(await failure(deactivateCompanyUser(BUYER, admin))).toMatchObject({ status: 409, code: 'ALREADY-DEACTIVATED' });
    expect((await reactivateCompanyUser(BUYER, admin)).user.status).toBe('active');
    expect(await failure(getCurrentUser(undefined, asBearer(buyer)))).toMatchObject({ status: 401 });
    expect((await getCurrentUser(undefined, asBearer(await logIn('kupiec@firma.demo')))).user.id).toBe(BUYER);
    expect(await failure(reactivateCompanyUser(BUYER, admin))).toMatchObject({ status: 409, code: 'NOT-DEACTIVATED' });
  });

  it('never deactivates the last administrator nor the administrator herself', async () => {
    const admin = asBearer(await logIn('akceptant@firma.demo'));
    expect(await failure(deactivateCompanyUser(ADMIN, admin))).toMatchObject({ status: 409, code: 'LAST-ADMINISTRATOR' });
    await updateCompanyUser(BUYER, { roleId: 1 }, admin);
    expect(await failure(deactivateCompanyUser(ADMIN, admin))).toMatchObject({ status: 409, code: 'OWN-ACCOUNT' });
  });

  it('lets only the company’s administrator deactivate (buyer, approver, data only 403; another company’s user 404)', async () => {
    const admin = asBearer(await logIn('akceptant@firma.demo'));
    await updateCompanyUser(7, { roleId: 3 }, admin);
    // m.kaminski@firma.demo is now an approver without a password: his token stands for an approver's session.
    for (const token of [await logIn('kupiec@firma.demo'), await logIn('dane@firma.demo'), issueToken('user', '7')]) {
      expect(await failure(deactivateCompanyUser(INVITED, asBearer(token)))).toMatchObject({ status: 403 });
    }
    expect(await failure(deactivateCompanyUser(8, admin))).toMatchObject({ status: 404 });
    expect(await failure(deactivateCompanyUser(INVITED, asBearer(issueToken('user', '8'))))).toMatchObject({ status: 403 });
  });
});

describe('sending the invitation again', () => {
  it('e-mails an invited user a new link; a user with a password is not invited (409 NOT-INVITED)', async () => {
    const admin = asBearer(await logIn('akceptant@firma.demo'));
    const answer = await resendCompanyUserInvitation(INVITED, admin);
    expect(answer.message).toBe('Zaproszenie dla użytkownika Katarzyna Wiśniewska zostało wysłane ponownie na adres k.wisniewska@firma.demo. Poprzedni link przestał działać.');
    const [mail] = listMail('k.wisniewska@firma.demo');
    expect(mail.subject).toBe('Twoje konto w Spinacz.pl zostało utworzone');
    expect(await failure(resendCompanyUserInvitation(BUYER, admin))).toMatchObject({ status: 409, code: 'NOT-INVITED' });
  });
});
