import { useMemo, useState } from 'react';
import { useDelete, useList } from '@refinedev/core';
import { useTranslation } from '../../i18n/useTranslation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import { formatDate } from '../../domain/format/date';
import { formatPln } from '../../domain/money';
import type { ApprovalRule, ApproverAbsence, CompanyUser, CostCenter } from '../../generated/model';
import { usePageMeta } from '../../routing/seo/usePageMeta';
import { COMPANY_USERS_RESOURCE } from '../company-users/resource';
import { COST_CENTRES_RESOURCE } from '../cost-centres/resource';
import { AccessGate } from '../ui/AccessGate';
import { ConfirmDeleteDialog } from '../ui/ConfirmDeleteDialog';
import { AbsenceDialog } from './AbsenceDialog';
import { APPROVAL_RULES_RESOURCE, APPROVER_ABSENCES_RESOURCE } from './approvalRulesResource';
import { RuleDialog, type PersonOption } from './RuleDialog';

const headingSx = { fontSize: '2rem', fontWeight: 700 } as const;

/** A section's heading with its one action beside it (under it on a phone). */
function SectionHeading({ id, title, lead, action }: { id: string; title: string; lead?: string; action: React.ReactNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'flex-end' }, flexDirection: { xs: 'column', sm: 'row' }, gap: 1.5, mb: 2 }}>
      <Box>
        <Typography id={id} component="h2" sx={headingSx}>
          {title}
        </Typography>
        {lead ? (
          <Typography color="text.secondary" sx={{ maxWidth: '70ch' }}>
            {lead}
          </Typography>
        ) : null}
      </Box>
      {action}
    </Box>
  );
}

function ApprovalRules() {
  const { t, i18n } = useTranslation('company');
  const locale = i18n.language?.startsWith('en') ? 'en' : 'pl';
  const rules = useList<ApprovalRule>({ resource: APPROVAL_RULES_RESOURCE, pagination: { mode: 'off' } });
  const absences = useList<ApproverAbsence>({ resource: APPROVER_ABSENCES_RESOURCE, pagination: { mode: 'off' } });
  const users = useList<CompanyUser>({ resource: COMPANY_USERS_RESOURCE, pagination: { currentPage: 1, pageSize: 96 } });
  const centres = useList<CostCenter>({ resource: COST_CENTRES_RESOURCE, pagination: { mode: 'off' } });
  const { mutateAsync: remove } = useDelete();
  const [editing, setEditing] = useState<{ open: boolean; rule: ApprovalRule | null }>({ open: false, rule: null });
  const [deleting, setDeleting] = useState<{ open: boolean; rule: ApprovalRule | null }>({ open: false, rule: null });
  const [addingAbsence, setAddingAbsence] = useState(false);
  const [deletingAbsence, setDeletingAbsence] = useState<{ open: boolean; absence: ApproverAbsence | null }>({ open: false, absence: null });

  const ruleList = useMemo(() => rules.result.data ?? [], [rules.result.data]);
  const approvers: PersonOption[] = useMemo(
    () => (users.result.data ?? []).filter((user) => user.canApprove && user.status === 'active').map((user) => ({ id: user.id, name: `${user.firstName} ${user.lastName}` })),
    [users.result.data],
  );
  const freeCentres: PersonOption[] = useMemo(
    () => (centres.result.data ?? []).filter((centre) => !ruleList.some((rule) => rule.costCenter?.id === centre.id)).map((centre) => ({ id: centre.id, name: centre.name })),
    [centres.result.data, ruleList],
  );
  const companyWideFree = !ruleList.some((rule) => rule.costCenter === null);
  // The dialogs offer what these lists hold (who may approve, which scopes are free): they open once the lists are in.
  const choicesLoading = rules.query.isLoading || centres.query.isLoading || users.query.isLoading;
  const scopeName = (rule: ApprovalRule) => (rule.costCenter ? t('approvalRules.centre', { name: rule.costCenter.name }) : t('approvalRules.companyWide'));
  const day = (iso: string) => formatDate(iso, locale);
  const absenceWords = (absence: ApproverAbsence) => ({ approver: absence.approver.name, substitute: absence.substitute.name, from: day(absence.dateFrom), to: day(absence.dateTo) });

  return (
    <Box sx={{ display: 'grid', gap: 4 }}>
      <Box>
        <Typography id="approval-rules-title" variant="h1" sx={{ fontSize: { xs: '2.4rem', md: '2.8rem' }, fontWeight: 700 }}>
          {t('approvalRules.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: '80ch', mt: 1 }}>
          {t('approvalRules.lead')}
        </Typography>
      </Box>

      <Box component="section" aria-labelledby="approval-rules-list">
        <SectionHeading
          id="approval-rules-list"
          title={t('approvalRules.rules')}
          action={
            <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setEditing({ open: true, rule: null })} disabled={choicesLoading || (!companyWideFree && !freeCentres.length)}>
              {t('approvalRules.add')}
            </Button>
          }
        />
        {rules.query.isError ? (
          <Alert severity="error" action={<Button color="inherit" onClick={() => void rules.query.refetch()}>{t('approvalRules.retry')}</Button>}>
            {t('approvalRules.loadError')}
          </Alert>
        ) : rules.query.isLoading ? null : ruleList.length === 0 ? (
          <Typography color="text.secondary">{t('approvalRules.noRules')}</Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
            {ruleList.map((rule) => {
              const scope = scopeName(rule);
              return (
                <Paper component="li" key={rule.id} variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, justifyContent: 'space-between' }}>
                  <Box sx={{ minWidth: 0 }}>
                    <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.7rem' }}>
                      {scope}
                    </Typography>
                    <Box component="ol" sx={{ m: 0, mt: 1, pl: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}>
                      {rule.levels.map((level) => (
                        <Typography component="li" key={level.level} sx={{ overflowWrap: 'anywhere' }}>
                          {t('approvalRules.levelLine', { level: level.level, threshold: formatPln(level.threshold, locale), approver: level.approver.name })}
                        </Typography>
                      ))}
                    </Box>
                  </Box>
                  <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexShrink: 0 }}>
                    <Button variant="outlined" startIcon={<EditOutlined />} aria-label={t('approvalRules.editRule', { scope })} onClick={() => setEditing({ open: true, rule })}>
                      {t('approvalRules.edit')}
                    </Button>
                    <Button variant="outlined" color="error" startIcon={<DeleteOutline />} aria-label={t('approvalRules.deleteRule', { scope })} onClick={() => setDeleting({ open: true, rule })}>
                      {t('approvalRules.delete')}
                    </Button>
                  </Box>
                </Paper>
              );
            })}
          </Box>
        )}
      </Box>

      <Box component="section" aria-labelledby="approval-rules-absences">
        <SectionHeading
          id="approval-rules-absences"
          title={t('approvalRules.absences.heading')}
          lead={t('approvalRules.absences.lead')}
          action={
            <Button variant="outlined" startIcon={<EventBusyOutlined />} onClick={() => setAddingAbsence(true)} disabled={users.query.isLoading}>
              {t('approvalRules.absences.add')}
            </Button>
          }
        />
        {absences.query.isError ? (
          <Alert severity="error" action={<Button color="inherit" onClick={() => void absences.query.refetch()}>{t('approvalRules.retry')}</Button>}>
            {t('approvalRules.loadError')}
          </Alert>
        ) : absences.query.isLoading ? null : (absences.result.data ?? []).length === 0 ? (
          <Typography color="text.secondary">{t('approvalRules.absences.none')}</Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
            {(absences.result.data ?? []).map((absence) => {
              const words = absenceWords(absence);
              return (
                <Paper component="li" key={absence.id} variant="outlined" sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', justifyContent: 'space-between' }}>
                  <Box sx={{ minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{t('approvalRules.absences.line', words)}</Typography>
                    <Typography color="text.secondary">{t('approvalRules.absences.dates', words)}</Typography>
                  </Box>
                  <Button variant="outlined" color="error" startIcon={<DeleteOutline />} aria-label={t('approvalRules.absences.deleteAbsence', words)} onClick={() => setDeletingAbsence({ open: true, absence })}>
                    {t('approvalRules.absences.delete')}
                  </Button>
                </Paper>
              );
            })}
          </Box>
        )}
      </Box>

      <RuleDialog
        open={editing.open}
        rule={editing.rule}
        onClose={() => setEditing((state) => ({ ...state, open: false }))}
        scopeName={scopeName}
        approvers={approvers}
        centres={freeCentres}
        companyWideFree={companyWideFree}
      />
      <AbsenceDialog open={addingAbsence} onClose={() => setAddingAbsence(false)} approvers={approvers} />
      {deleting.rule ? (
        <ConfirmDeleteDialog
          open={deleting.open}
          title={t('approvalRules.deleteTitle')}
          lead={t('approvalRules.deleteLead', { scope: scopeName(deleting.rule) })}
          cancelLabel={t('approvalRules.deleteCancel')}
          confirmLabel={t('approvalRules.deleteConfirm')}
          onConfirm={async () => ((await remove({ resource: APPROVAL_RULES_RESOURCE, id: deleting.rule!.id, successNotification: false, errorNotification: false })) as { message?: string }).message}
          deletedMessage={t('approvalRules.deleted')}
          failedMessage={t('approvalRules.deleteFailed')}
          onClose={() => setDeleting((state) => ({ ...state, open: false }))}
        />
      ) : null}
      {deletingAbsence.absence ? (
        <ConfirmDeleteDialog
          open={deletingAbsence.open}
          title={t('approvalRules.absences.deleteTitle')}
          lead={t('approvalRules.absences.deleteLead', absenceWords(deletingAbsence.absence))}
          cancelLabel={t('approvalRules.deleteCancel')}
          confirmLabel={t('approvalRules.absences.deleteConfirm')}
          onConfirm={async () => ((await remove({ resource: APPROVER_ABSENCES_RESOURCE, id: deletingAbsence.absence!.id, successNotification: false, errorNotification: false })) as { message?: string }).message}
          deletedMessage={t('approvalRules.absences.deleted')}
          failedMessage={t('approvalRules.absences.deleteFailed')}
          onClose={() => setDeletingAbsence((state) => ({ ...state, open: false }))}
        />
      ) : null}
    </Box>
  );
}

/**
 * /moje-konto/reguly-akceptacji (the company's administrator): the approval rules — for the whole
 * company or a cost centre, each level's threshold and approver — added, changed and deleted (asked
 * first), and the approvers' absences with their substitutes, added and deleted.
 */
export default function ApprovalRulesPage() {
  const { t } = useTranslation('company');
  usePageMeta({ title: t('approvalRules.title'), description: t('approvalRules.lead') });
  return (
    <AccessGate resource={APPROVAL_RULES_RESOURCE} title={t('approvalRules.title')}>
      <ApprovalRules />
    </AccessGate>
  );
}
