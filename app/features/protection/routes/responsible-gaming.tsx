import { useTranslation } from '~/i18n/use-translation.ts';
import { CmsPageView } from '~/features/content/components/cms-page.tsx';
import { BreakStarted, ProtectionTools } from '~/features/protection/components/tools.tsx';
import { ButtonLink } from '~/ui/button.tsx';
import { data } from 'react-router';
import { z } from 'zod';
import { EXCLUSION_MONTHS, LimitKind, LimitPeriod, REALITY_MINUTES, SetLimitRequest, TIMEOUT_DAYS } from '#contract/protection.ts';
import { cmsLoader } from '~/features/content/cms.server.ts';
import { optionalPlayerCall, requestInfo, requirePlayer } from '~/lib/server/player.server.ts';
import { checkForm, formFields } from '~/lib/shared/forms.ts';
import { pageMeta } from '~/lib/shared/page-meta.ts';
import type { Route } from './+types/responsible-gaming';

export const meta = pageMeta('responsibleGaming');

/** The operator's text; for a signed-in player, the tools and their record too. */
export async function loader(args: Route.LoaderArgs) {
  const info = requestInfo(args);
  const [page, status, history] = await Promise.all([
    cmsLoader(args, 'responsible_gaming'),
    optionalPlayerCall(info, '/protection/status', {}),
    optionalPlayerCall(info, '/protection/history', { page: 1 }),
  ]);
  const tools = status?.statusCode === 1 ? status : null;
  return data(
    {
      ...page.data,
      tools,
      toolsError: status && status.statusCode !== 1 ? status.message : '',
      history: history?.statusCode === 1 ? history.value : null,
    },
    page.init ?? undefined,
  );
}

/** One tool's post: which tool (`intent`), and for a limit which one (`kind`, `period`). */
export type ToolResult =
  | { ok: true; intent: string; target?: string; until?: string }
  | { ok: false; intent: string; target?: string; message?: string; fieldErrors?: Record<string, string>; confirmable_from?: string };

const Ref = z.object({ kind: LimitKind, period: LimitPeriod });
// What the player types: an amount above 0 with at most 2 decimals (thousands commas dropped).
const LimitAmountField = z
  .string()
  .transform((v) => v.trim().replace(/,/g, ''))
  .pipe(z.string().regex(/^\d{1,12}(\.\d{1,2})?$/, 'limitAmount'))
  .refine((v) => Number(v) > 0, 'limitAmount')
  .transform((v) => Number(v).toFixed(2))
  .pipe(SetLimitRequest.shape.amount.unwrap());
const SetLimit = Ref.extend({ amount: LimitAmountField });
const Reality = z.object({
  reality: z.coerce
    .number<string>()
    .pipe(z.union(REALITY_MINUTES.map((m) => z.literal(m)) as [z.ZodLiteral<0>, z.ZodLiteral<15>, z.ZodLiteral<30>, z.ZodLiteral<60>])),
});
const Exclude = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('timeout'), days: z.coerce.number<string>().refine((d) => (TIMEOUT_DAYS as readonly number[]).includes(d), 'required') }),
  z.object({
    kind: z.literal('self_exclusion'),
    months: z
      .string()
      .refine((m) => m === 'open' || (EXCLUSION_MONTHS as readonly number[]).includes(Number(m)), 'required')
      .transform((m) => (m === 'open' ? null : Number(m))),
  }),
]);

/** The tools' posts: a limit (set, remove, confirm a raise, keep the current), the reality check, a break, the return from one. */
export async function action(args: Route.ActionArgs) {
  const { call, info } = requirePlayer(args);
  const fields = formFields(await args.request.formData());
  const intent = fields.intent ?? '';
  const target = fields.kind && fields.period ? `${fields.kind}-${fields.period}` : undefined;
  const fail = (failure: Omit<Extract<ToolResult, { ok: false }>, 'ok' | 'intent' | 'target'>) =>
    data<ToolResult>({ ok: false, intent, target, ...failure }, { status: 400 });
  const answer = async (a: { statusCode: number; message: string }): Promise<ToolResult | ReturnType<typeof fail>> =>
    a.statusCode === 1 ? { ok: true, intent, target } : fail({ message: a.message, confirmable_from: (a as { confirmable_from?: string }).confirmable_from });

  switch (intent) {
    case 'set-limit': {
      const c = checkForm(SetLimit, fields);
      if (!c.ok) return fail({ fieldErrors: c.failure.fieldErrors });
      return answer(await call('/protection/set_limit', c.value));
    }
    case 'remove-limit':
    case 'confirm-limit':
    case 'cancel-pending': {
      const c = checkForm(Ref, fields);
      if (!c.ok) return fail({ message: 'invalidRequest' });
      if (intent === 'remove-limit') return answer(await call('/protection/set_limit', { ...c.value, amount: null }));
      return answer(await call(intent === 'confirm-limit' ? '/protection/confirm_limit' : '/protection/cancel_pending', c.value));
    }
    case 'set-reality': {
      const c = checkForm(Reality, fields);
      if (!c.ok) return fail({ message: 'invalidRequest' });
      return answer(await call('/protection/set_reality', { minutes: c.value.reality }));
    }
    case 'exclude': {
      const c = checkForm(Exclude, fields);
      if (!c.ok) return fail({ message: 'invalidRequest' });
      const a = await call('/protection/exclude', c.value);
      if (a.statusCode !== 1) return fail({ message: a.message });
      // The API ended every session of the player: this one's cookie goes too.
      info.endSession();
      info.session = null;
      return { ok: true, intent, until: a.exclusion.ends_at ?? a.exclusion.sign_in_from } satisfies ToolResult;
    }
    case 'request-return':
      return answer(await call('/protection/request_return', {}));
    case 'confirm-return':
      return answer(await call('/protection/confirm_return', {}));
    default:
      return fail({ message: 'invalidRequest' });
  }
}

/** The operator's text, and (signed in) the player's protection tools. */
/** The product's own guidance, in every language it ships: read when the operator's page is not in the reader's language. */
function PlayResponsibly() {
  const { t } = useTranslation();
  return (
    <div className="cms">
      <h2>{t('protection.guide.title', 'Play responsibly')}</h2>
      <p>{t('protection.guide.intro', 'Gaming should be fun. Only play with money you can afford to lose, and never chase losses.')}</p>
      <ul>
        <li>{t('protection.guide.limits', 'Set deposit, loss and wager limits and a reality check with the tools on this page.')}</li>
        <li>
          {t(
            'protection.guide.pause',
            'Take a break (a time-out of a day to six weeks) or exclude yourself for six months or longer: it takes effect at once.',
          )}
        </li>
        <li>{t('protection.guide.age', 'Players must be 18 or older.')}</li>
      </ul>
      <p>{t('protection.guide.help', 'If gaming stops being fun, talk to someone. Independent help lines offer free and confidential advice.')}</p>
    </div>
  );
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <CmsPageView pageKey="responsibleGaming" page={loaderData} ownText={<PlayResponsibly />}>
      <BreakStarted />
      {loaderData.tools || loaderData.toolsError ? (
        <ProtectionTools status={loaderData.tools} error={loaderData.toolsError} history={loaderData.history} />
      ) : (
        <section
          className="mt-6 flex flex-wrap items-center justify-between gap-4 rounded-theme border border-border bg-surface p-5 md:p-6"
          data-testid="protection-signin"
        >
          <p className="min-w-0 flex-1 basis-60 text-sm text-muted">
            {t('protection.signInText', 'Sign in to set deposit, loss and wager limits, a reality check, a time-out or a self-exclusion.')}
          </p>
          <ButtonLink to="/login?redirect=%2Fresponsible-gaming">{t('auth.signIn', 'Sign in')}</ButtonLink>
        </section>
      )}
    </CmsPageView>
  );
}
