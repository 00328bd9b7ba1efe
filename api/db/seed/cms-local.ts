import type { CmsSeed } from './cms.ts';

/** Local-language CMS bodies of the demo (local_ bodies), keyed by language code. */
export const CMS_LOCAL: Record<string, CmsSeed[]> = {
  PHP: [
    {
      key: 'about_us',
      title: 'Tungkol sa amin',
      body: `<h2>Maligayang pagdating sa {site}</h2>
<p>Ang {site} ay isang online na libangan na may mga mesa ng casino, slots, pagtaya sa sports at marami pang iba, para sa mga manlalarong gusto ng patas na laro, mabilis na bayaran at magiliw na tulong.</p>
<h3>Ang aming pinaninindigan</h3>
<ul><li><strong>Patas na laro.</strong> Lahat ng laro ay mula sa lisensyadong studio na sinusuri ng mga independiyenteng laboratoryo.</li>
<li><strong>Mabilis na bayaran.</strong> Pumapasok agad ang deposito kapag nakumpirma ng payment provider; sinusuri ang withdrawal sa parehong araw.</li>
<li><strong>Ligtas na account.</strong> Naka-hash ang mga password, nag-e-expire ang mga session, at maaari kang magtakda ng limitasyon anumang oras.</li></ul>
<p>Handang tumulong ang aming support team araw at gabi sa live chat at email.</p>`,
    },
    {
      key: 'privacy_policy',
      title: 'Patakaran sa privacy',
      body: `<h2>Patakaran sa privacy</h2>
<p>Ipinapaliwanag ng patakarang ito kung anong personal na datos ang kinokolekta ng {site}, bakit, at ano ang iyong mga karapatan.</p>
<h3>Datos na kinokolekta namin</h3>
<ul><li>Datos ng account: account ID, pangalan, email at numero ng telepono.</li>
<li>Datos ng bayad: halaga, petsa at ang bank account na pinagwi-withdraw-an mo. Hindi namin iniimbak ang numero ng card.</li>
<li>Datos ng paggamit: mga nilarong laro, taya at mga binisitang pahina, para mapanatiling ligtas ang iyong account.</li></ul>
<h3>Ang iyong mga karapatan</h3>
<p>Maaari kang humingi ng kopya ng iyong datos, ipaayos ito, o isara ang iyong account anumang oras sa pamamagitan ng support.</p>`,
    },
    {
      key: 'banking',
      title: 'Pagbabangko',
      body: `<h2>Deposito at withdrawal</h2>
<p>Pumapasok ang deposito sa sandaling kumpirmahin ito ng payment provider. Makikita sa pahina ng deposito ang minimum at maximum na halaga.</p>
<h3>Withdrawal</h3>
<ol><li>Magdagdag ng bank account na nakapangalan sa iyo sa <em>Mga detalye ng bangko</em>.</li>
<li>Humiling ng withdrawal na hindi lalampas sa iyong magagamit na balanse.</li>
<li>Naka-hold ang halaga habang sinusuri namin ang kahilingan, kadalasan sa loob ng ilang oras, bago ipadala sa iyong bangko.</li></ol>
<p>Kapag tinanggihan ang withdrawal, agad na bumabalik ang halaga sa iyong balanse.</p>`,
    },
    {
      key: 'faqs',
      title: 'Mga madalas itanong',
      body: `<h3>Paano gumawa ng account?</h3>
<p>Piliin ang <em>Magparehistro</em>, pumili ng account ID at password, at kumpirmahin ang iyong numero gamit ang code na ipapadala namin.</p>
<h3>Nakalimutan ko ang password ko. Ano ang gagawin?</h3>
<p>Piliin ang <em>Nakalimutan ang password</em> sa pahina ng pag-sign in at ilagay ang iyong account ID at numero ng telepono.</p>
<h3>Gaano katagal ang withdrawal?</h3>
<p>Karamihan ay naaaprubahan sa loob ng ilang oras. Ang bank transfer ay maaaring umabot ng isang araw ng trabaho.</p>
<h3>Ano ang mga antas ng VIP?</h3>
<p>Tumataas ang iyong antas ng VIP kasabay ng iyong deposito at turnover. Mas mataas na antas, mas magagandang gantimpala.</p>`,
    },
    {
      key: 'responsible_gaming',
      title: 'Responsableng paglalaro',
      body: `<h2>Maglaro nang responsable</h2>
<p>Dapat ay masaya ang paglalaro. Gumamit lamang ng perang kaya mong mawala, at huwag habulin ang talo.</p>
<ul><li>Magtakda ng limitasyon sa deposito at paalala sa session sa iyong account.</li>
<li>Magpahinga (time-out na isang araw hanggang anim na linggo) o i-exclude ang sarili nang anim na buwan o higit pa, ikaw mismo, sa <a href="/responsible-gaming">Responsableng paglalaro</a> kapag naka-sign in: agad itong magkakabisa, at matutulungan ka rin ng support.</li>
<li>Para lamang sa edad 18 pataas. Sinusuri namin ang edad ng bawat account.</li></ul>`,
    },
    {
      key: 'term_condition',
      title: 'Mga tuntunin at kondisyon',
      body: `<h2>Mga tuntunin at kondisyon</h2>
<p>Sa pagbubukas ng account sa {site}, sumasang-ayon ka sa mga tuntuning ito.</p>
<ol><li>Dapat ay hindi bababa sa 18 taong gulang ka at pinapayagang maglaro kung saan ka nakatira.</li>
<li>Isang account bawat tao. Personal ang account at hindi maaaring ibahagi o ibenta.</li>
<li>May kondisyon sa turnover ang mga bonus, na nakasaad sa bawat alok.</li>
<li>Maaari naming suspindihin ang account na lumalabag sa mga tuntuning ito o ginagamit sa panloloko.</li></ol>`,
    },
    {
      key: 'contact_us',
      title: 'Makipag-ugnayan',
      body: `<h2>Makipag-ugnayan sa amin</h2>
<p>Narito kami 24 oras, 7 araw sa isang linggo.</p>
<ul><li>Live chat: ang chat button sa ibaba ng bawat pahina.</li>
<li>Email: support@example.com</li></ul>
<p>Isama ang iyong account ID, pero huwag kailanman ang iyong password.</p>`,
    },
  ],
  CN: [
    {
      key: 'about_us',
      title: '关于我们',
      body: `<h2>欢迎来到 {site}</h2>
<p>{site} 是一个在线娱乐平台，提供真人桌台、老虎机、体育投注等丰富游戏，致力于为玩家带来公平的游戏、快速的出款和贴心的服务。</p>
<h3>我们的承诺</h3>
<ul><li><strong>公平游戏。</strong>所有游戏均来自持牌厂商，结果经独立实验室检测。</li>
<li><strong>快速支付。</strong>支付服务商确认后存款即时到账；提款当日审核。</li>
<li><strong>账户安全。</strong>密码加密存储，登录会话自动过期，您可随时设置限额。</li></ul>
<p>我们的客服团队通过在线客服和电子邮件全天候为您服务。</p>`,
    },
    {
      key: 'privacy_policy',
      title: '隐私政策',
      body: `<h2>隐私政策</h2>
<p>本政策说明 {site} 收集哪些个人数据、为何收集以及您享有的权利。</p>
<h3>我们收集的数据</h3>
<ul><li>账户数据：账号、姓名、电子邮箱和手机号码。</li>
<li>支付数据：金额、日期及您的提款银行账户。银行卡号由支付服务商处理，我们不会存储。</li>
<li>使用数据：游戏记录、投注及浏览页面，用于保障账户安全。</li></ul>
<h3>您的权利</h3>
<p>您可随时联系客服索取数据副本、要求更正，或关闭账户。</p>`,
    },
    {
      key: 'banking',
      title: '存取款说明',
      body: `<h2>存款与提款</h2>
<p>支付服务商确认后，存款立即到账。最低和最高金额显示在存款页面。</p>
<h3>提款</h3>
<ol><li>在<em>银行账户</em>中添加一个本人名下的银行账户。</li>
<li>申请不超过可用余额的提款金额。</li>
<li>审核期间金额将被冻结，通常数小时内完成，随后汇入您的银行账户。</li></ol>
<p>若提款被拒绝，冻结金额会立即退回您的余额。</p>`,
    },
    {
      key: 'faqs',
      title: '常见问题',
      body: `<h3>如何注册账户？</h3>
<p>点击<em>注册</em>，设置账号和密码，并用我们发送的验证码确认手机号码。</p>
<h3>忘记密码怎么办？</h3>
<p>在登录页选择<em>忘记密码</em>，输入账号和手机号码即可。</p>
<h3>提款需要多长时间？</h3>
<p>大多数提款在数小时内批准，银行转账最长可能需要一个工作日。</p>
<h3>什么是 VIP 等级？</h3>
<p>VIP 等级随您的存款和流水提升，等级越高，奖励越丰厚。</p>`,
    },
    {
      key: 'responsible_gaming',
      title: '理性博彩',
      body: `<h2>理性娱乐</h2>
<p>游戏应当带来乐趣。只用您能承受损失的资金，切勿追损。</p>
<ul><li>在账户中设置存款限额和游戏时长提醒。</li>
<li>登录后可在<a href="/responsible-gaming">理性博彩</a>页面自行暂停（一天至六周）或自我禁入（六个月或更长），立即生效；客服也可协助您。</li>
<li>仅限 18 岁以上玩家，我们会核验每个账户的年龄。</li></ul>`,
    },
    {
      key: 'term_condition',
      title: '条款与条件',
      body: `<h2>条款与条件</h2>
<p>在 {site} 开设账户即表示您同意以下条款。</p>
<ol><li>您必须年满 18 岁，且所在地允许参与游戏。</li>
<li>每人限一个账户，账户不得转让或出售。</li>
<li>奖金附带流水要求，详见各项优惠说明。</li>
<li>违反本条款或涉及欺诈的账户，我们有权暂停。</li></ol>`,
    },
    {
      key: 'contact_us',
      title: '联系我们',
      body: `<h2>联系我们</h2>
<p>我们全年无休，24 小时为您服务。</p>
<ul><li>在线客服：每个页面底部的聊天按钮。</li>
<li>电子邮箱：support@example.com</li></ul>
<p>请附上您的账号，切勿提供密码。</p>`,
    },
  ],
};
