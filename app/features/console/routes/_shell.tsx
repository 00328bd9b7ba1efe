import { useEffect, useId, useRef } from 'react';
import { Form, NavLink, Outlet, useLoaderData, useLocation, useParams } from 'react-router';
import { may } from '#contract/console-backend.ts';
import type { StaffRole } from '#contract/console.ts';
import { consoleOf, requireViewer } from '../console.server.ts';
import type { Route } from './+types/_shell';

const ROLE_NAMES: Record<StaffRole, string> = {
  platform_admin: 'Platform administrator',
  operator_admin: 'Operator administrator',
  content_editor: 'Content editor',
  payments: 'Payments',
  support: 'Support',
};

/** The signed-in console: its navigation, the operator being worked on, who is signed in. */
export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireViewer(args);
  const operators = await consoleOf(args).backend.operators(viewer);
  return { member: viewer.member, operators };
}

export default function ConsoleShell() {
  const { member, operators } = useLoaderData<typeof loader>();
  const params = useParams();
  const location = useLocation();
  const op = params.op ?? member.operator?.code ?? operators[0]?.code;
  const drawer = useRef<HTMLDetailsElement>(null);
  // The drawer closes once a link in it has been followed.
  useEffect(() => {
    if (drawer.current) drawer.current.open = false;
  }, [location.pathname]);
  const links = op
    ? [
        ...(may(member.role, 'players') ? [{ to: `/console/${op}/players`, label: 'Players' }] : []),
        ...(may(member.role, 'money')
          ? [
              { to: `/console/${op}/withdrawals`, label: 'Withdrawals' },
              { to: `/console/${op}/deposits`, label: 'Deposits' },
              { to: `/console/${op}/sports`, label: 'Sports' },
            ]
          : []),
        ...(may(member.role, 'content') ? [{ to: `/console/${op}/content`, label: 'Content' }] : []),
        ...(may(member.role, 'messages') ? [{ to: `/console/${op}/messages`, label: 'Messages' }] : []),
        ...(may(member.role, 'audit') ? [{ to: `/console/${op}/audit`, label: 'Audit log' }] : []),
        ...(may(member.role, 'site') ? [{ to: `/console/${op}/site`, label: 'Site' }] : []),
      ]
    : [];
  if (may(member.role, 'platformAudit')) links.push({ to: '/console/audit', label: 'Platform log' });
  const nav = (
    <ul className="grid gap-1">
      {links.map((l) => (
        <li key={l.to}>
          <NavLink
            to={l.to}
            className="block rounded-theme px-3 py-2 font-medium hover:bg-surface-2 aria-[current=page]:bg-accent aria-[current=page]:text-accent-text"
          >
            {l.label}
          </NavLink>
        </li>
      ))}
      <li>
        <NavLink to="/console/totp" className="block rounded-theme px-3 py-2 font-medium hover:bg-surface-2">
          Authenticator app
        </NavLink>
      </li>
    </ul>
  );
  const me = (
    <div className="grid gap-2 text-sm">
      <p>
        <span className="block font-semibold" data-testid="console-member">
          {member.email}
        </span>
        <span className="text-muted" data-testid="console-role">
          {ROLE_NAMES[member.role]}
        </span>
      </p>
      <Form method="post" action="/console/sign-out" className="flex flex-wrap gap-2">
        <button name="intent" value="here" className="rounded-theme border border-field-border px-3 py-1.5 font-medium">
          Sign out
        </button>
        <button name="intent" value="everywhere" className="rounded-theme border border-field-border px-3 py-1.5 font-medium">
          Sign out everywhere
        </button>
      </Form>
    </div>
  );
  const switcher =
    member.role === 'platform_admin' && operators.length > 0 ? (
      <Switcher operators={operators} op={op} />
    ) : (
      op && (
        <p className="text-sm">
          Operator: <strong>{operators.find((o) => o.code === op)?.name ?? op}</strong>
        </p>
      )
    );
  return (
    <div className="min-h-dvh bg-bg text-text lg:grid lg:grid-cols-[16rem_1fr]">
      <a href="#console-main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-surface focus:p-2">
        Skip to content
      </a>
      {/* Phones: a bar with the menu button; its drawer holds the navigation, the switcher and the member. */}
      <header className="sticky top-0 z-30 flex items-center gap-3 border-b border-border bg-header px-4 py-2 text-header-text lg:hidden">
        <details ref={drawer} className="group">
          <summary className="flex min-h-10 cursor-pointer list-none items-center rounded-theme border border-header-text/60 px-3 font-semibold">Menu</summary>
          <div className="fixed inset-x-0 bottom-0 top-14 z-40 overflow-y-auto border-t border-border bg-surface p-4 text-text shadow-lg">
            <nav aria-label="Console" className="mb-4">
              {nav}
            </nav>
            <div className="mb-4">{switcher}</div>
            {me}
          </div>
        </details>
        <span className="font-bold">Console</span>
      </header>
      <aside className="hidden border-r border-border bg-surface p-4 lg:flex lg:min-h-dvh lg:flex-col lg:gap-6">
        <p className="text-lg font-bold">Console</p>
        {switcher}
        <nav aria-label="Console">{nav}</nav>
        <div className="mt-auto">{me}</div>
      </aside>
      <main id="console-main" tabIndex={-1} className="min-w-0 p-4 lg:p-8">
        <Outlet />
      </main>
    </div>
  );
}

/** A platform administrator's choice of operator: a plain form (works without scripts), shown in the drawer and the side bar. */
function Switcher({ operators, op }: { operators: { code: string; name: string }[]; op: string | undefined }) {
  const id = useId();
  return (
    <Form method="get" action="/console/switch" className="grid gap-2">
      <div className="min-w-0">
        <label htmlFor={id} className="block text-xs font-medium">
          Operator
        </label>
        <select
          id={id}
          name="op"
          defaultValue={op}
          key={op}
          className="w-full rounded-theme border border-field-border bg-surface px-2 py-1.5 text-sm text-text"
        >
          {operators.map((o) => (
            <option key={o.code} value={o.code}>
              {o.name} ({o.code})
            </option>
          ))}
        </select>
      </div>
      <button className="justify-self-start rounded-theme border border-field-border bg-surface px-3 py-1.5 text-sm font-medium text-text">Switch</button>
    </Form>
  );
}
