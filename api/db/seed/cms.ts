/** Demo CMS pages. Real text an operator could start from; {site} is the site name. */
export interface CmsSeed {
  key: string;
  title: string;
  body: string;
}

export const CMS_SEED: CmsSeed[] = [
  {
    key: 'about_us',
    title: 'About us',
    body: `<h2>Welcome to {site}</h2>
<p>{site} is an online entertainment site with casino tables, slots, sports betting and more, run for players who want fair games, quick payments and friendly help.</p>
<h3>What we stand for</h3>
<ul><li><strong>Fair play.</strong> Every game comes from a licensed studio whose results are tested by independent laboratories.</li>
<li><strong>Fast payments.</strong> Deposits are credited as soon as the payment provider confirms them; withdrawals are reviewed the same day.</li>
<li><strong>Safe accounts.</strong> Passwords are stored hashed, sessions expire, and you can set limits at any time.</li></ul>
<p>Our support team is available around the clock through live chat and e-mail.</p>`,
  },
  {
    key: 'privacy_policy',
    title: 'Privacy policy',
    body: `<h2>Privacy policy</h2>
<p>This policy explains which personal data {site} collects, why, and what rights you have.</p>
<h3>Data we collect</h3>
<ul><li>Account data: account id, name, e-mail address and phone number.</li>
<li>Payment data: amounts, dates and the bank account you withdraw to. Card numbers are handled by our payment providers, never stored by us.</li>
<li>Usage data: games played, bets and the pages you visit, to keep your account secure and improve the site.</li></ul>
<h3>How we use it</h3>
<p>We use your data to run your account, process payments, meet legal duties such as age and identity checks, and, with your consent, to send you offers.</p>
<h3>Your rights</h3>
<p>You may ask for a copy of your data, ask us to correct it, or close your account at any time by contacting support.</p>`,
  },
  {
    key: 'banking',
    title: 'Banking',
    body: `<h2>Deposits and withdrawals</h2>
<p>Deposits are credited as soon as the payment provider confirms them. The minimum and maximum amounts are shown on the deposit page.</p>
<h3>Withdrawals</h3>
<ol><li>Add a bank account in your name under <em>Bank details</em>.</li>
<li>Request a withdrawal of any amount up to your available balance.</li>
<li>The amount is held while we review the request, usually within a few hours, and then sent to your bank.</li></ol>
<p>If a withdrawal is rejected, the held amount returns to your balance at once.</p>`,
  },
  {
    key: 'faqs',
    title: 'Frequently asked questions',
    body: `<h3>How do I create an account?</h3>
<p>Choose <em>Register</em>, pick an account id and password, and confirm your phone number with the code we send you.</p>
<h3>I forgot my password. What now?</h3>
<p>Choose <em>Forgot password</em> on the sign-in page and enter your account id and phone number.</p>
<h3>How long does a withdrawal take?</h3>
<p>Most withdrawals are approved within a few hours. Bank transfers can take up to one business day to arrive.</p>
<h3>What are VIP levels?</h3>
<p>Your VIP level rises with your deposits and turnover. Higher levels unlock better rewards and faster withdrawals.</p>
<h3>Is my money safe?</h3>
<p>Player balances are kept apart from company funds and every movement is recorded in a ledger.</p>`,
  },
  {
    key: 'responsible_gaming',
    title: 'Responsible gaming',
    body: `<h2>Play responsibly</h2>
<p>Gaming should be fun. Only play with money you can afford to lose, and never chase losses.</p>
<ul><li>Set deposit limits and session reminders in your account.</li>
<li>Take a break (a time-out of a day to six weeks) or exclude yourself for six months or longer, yourself, under <a href="/responsible-gaming">Responsible gaming</a> when signed in: it takes effect at once, and support can help too.</li>
<li>Players must be 18 years or older. We check the age of every account.</li></ul>
<p>If gaming stops being fun, talk to someone. Independent help lines offer free and confidential advice.</p>`,
  },
  {
    key: 'term_condition',
    title: 'Terms and conditions',
    body: `<h2>Terms and conditions</h2>
<p>By opening an account with {site} you agree to these terms.</p>
<ol><li>You must be at least 18 years old and allowed to play where you live.</li>
<li>One account per person. Accounts are personal and may not be shared or sold.</li>
<li>Bonuses carry turnover conditions shown with each offer.</li>
<li>We may suspend an account that breaks these terms or is used for fraud.</li>
<li>Game rules and payout tables are shown inside each game; in case of a malfunction, all pays and plays are void.</li></ol>`,
  },
  {
    key: 'contact_us',
    title: 'Contact us',
    body: `<h2>Contact us</h2>
<p>We are here 24 hours a day, 7 days a week.</p>
<ul><li>Live chat: the chat button at the bottom of every page.</li>
<li>E-mail: support@example.com</li></ul>
<p>Please include your account id, never your password.</p>`,
  },
];
