import type { Router } from 'express';

/**
 * The demo live-chat provider: a small widget script an operator's configuration points at
 * (live_chat.script_url). Real operators point it at their provider's script instead.
 */
/**
 * The widget's words in the site's 8 languages (it follows <html lang>, so a language switch
 * changes it), and a canned demo agent that answers every message after a moment.
 */
const TEXTS = {
  en: {
    title: 'Support',
    close: 'Close chat',
    hello: 'Hello! How can we help you today?',
    label: 'Message',
    placeholder: 'Type a message',
    send: 'Send',
    typing: 'Agent is typing…',
    reply:
      'Thanks for your message! This is a demo chat, so an agent of the site would answer you here. Meanwhile, the FAQ page answers the most common questions.',
  },
  zh: {
    title: '客服',
    close: '关闭聊天',
    hello: '您好！今天有什么可以帮您？',
    label: '消息',
    placeholder: '请输入消息',
    send: '发送',
    typing: '客服正在输入…',
    reply: '感谢您的留言！这是演示聊天，真实网站的客服会在这里回复您。在此期间，常见问题页面可以解答大多数疑问。',
  },
  ne: {
    title: 'सहायता',
    close: 'च्याट बन्द गर्नुहोस्',
    hello: 'नमस्ते! आज हामी तपाईंलाई कसरी सहयोग गर्न सक्छौं?',
    label: 'सन्देश',
    placeholder: 'सन्देश लेख्नुहोस्',
    send: 'पठाउनुहोस्',
    typing: 'प्रतिनिधि लेख्दै हुनुहुन्छ…',
    reply: 'सन्देशका लागि धन्यवाद! यो डेमो च्याट हो, त्यसैले साइटका प्रतिनिधिले यहाँ जवाफ दिनुहुनेछ। त्यतिन्जेल, प्रायः सोधिने प्रश्न पृष्ठले धेरैजसो प्रश्नको जवाफ दिन्छ।',
  },
  ru: {
    title: 'Поддержка',
    close: 'Закрыть чат',
    hello: 'Здравствуйте! Чем мы можем помочь?',
    label: 'Сообщение',
    placeholder: 'Введите сообщение',
    send: 'Отправить',
    typing: 'Оператор печатает…',
    reply:
      'Спасибо за сообщение! Это демонстрационный чат: на настоящем сайте здесь ответил бы оператор. А пока ответы на частые вопросы есть на странице FAQ.',
  },
  vi: {
    title: 'Hỗ trợ',
    close: 'Đóng trò chuyện',
    hello: 'Xin chào! Chúng tôi có thể giúp gì cho bạn hôm nay?',
    label: 'Tin nhắn',
    placeholder: 'Nhập tin nhắn',
    send: 'Gửi',
    typing: 'Nhân viên đang nhập…',
    reply:
      'Cảm ơn bạn đã nhắn tin! Đây là trò chuyện minh họa, nhân viên của trang sẽ trả lời bạn tại đây. Trong lúc chờ, trang Câu hỏi thường gặp giải đáp hầu hết các thắc mắc.',
  },
  ms: {
    title: 'Sokongan',
    close: 'Tutup sembang',
    hello: 'Helo! Apa yang boleh kami bantu hari ini?',
    label: 'Mesej',
    placeholder: 'Taip mesej',
    send: 'Hantar',
    typing: 'Ejen sedang menaip…',
    reply:
      'Terima kasih atas mesej anda! Ini sembang demo, jadi ejen laman akan menjawab anda di sini. Sementara itu, halaman Soalan Lazim menjawab kebanyakan pertanyaan.',
  },
  fil: {
    title: 'Suporta',
    close: 'Isara ang chat',
    hello: 'Kumusta! Paano ka namin matutulungan ngayon?',
    label: 'Mensahe',
    placeholder: 'Mag-type ng mensahe',
    send: 'Ipadala',
    typing: 'Nagta-type ang ahente…',
    reply:
      'Salamat sa iyong mensahe! Demo chat ito, kaya dito ka sasagutin ng ahente ng site. Habang naghihintay, sinasagot ng pahina ng FAQ ang karamihan ng mga tanong.',
  },
  es: {
    title: 'Soporte',
    close: 'Cerrar chat',
    hello: '¡Hola! ¿En qué podemos ayudarte hoy?',
    label: 'Mensaje',
    placeholder: 'Escribe un mensaje',
    send: 'Enviar',
    typing: 'El agente está escribiendo…',
    reply:
      '¡Gracias por tu mensaje! Este es un chat de demostración: aquí te respondería un agente del sitio. Mientras tanto, la página de preguntas frecuentes resuelve las dudas más comunes.',
  },
};

const WIDGET = `(() => {
  'use strict';
  const TEXTS = ${JSON.stringify(TEXTS)};
  const words = () => TEXTS[(document.documentElement.lang || 'en').split('-')[0]] || TEXTS.en;
  let chatId = null, panel = null, lang = null;
  const bubble = (text, mine) => {
    const p = document.createElement('p');
    p.style.cssText = mine
      ? 'margin:0 0 8px auto;max-width:80%;background:#dbeafe;padding:8px 10px;border-radius:10px;text-align:right'
      : 'margin:0 0 8px;max-width:85%;background:#f3f4f6;padding:8px 10px;border-radius:10px';
    p.textContent = text;
    const log = panel.querySelector('[data-log]');
    log.appendChild(p);
    log.scrollTop = log.scrollHeight;
    return p;
  };
  // The panel's fixed words, in the page's language (again when it has changed since).
  function label() {
    const w = words();
    lang = document.documentElement.lang;
    panel.setAttribute('aria-label', w.title);
    panel.querySelector('strong').textContent = w.title;
    panel.querySelector('[data-close]').setAttribute('aria-label', w.close);
    panel.querySelector('[data-label]').textContent = w.label;
    panel.querySelector('input').placeholder = w.placeholder;
    panel.querySelector('[data-send]').textContent = w.send;
    const first = panel.querySelector('[data-hello]');
    if (first) first.textContent = w.hello;
  }
  function build() {
    panel = document.createElement('div');
    panel.setAttribute('role', 'dialog');
    panel.id = 'demo-chat-panel';
    panel.hidden = true;
    panel.style.cssText = 'position:fixed;right:16px;bottom:16px;z-index:95;width:min(92vw,340px);height:420px;display:flex;flex-direction:column;background:#fff;color:#111;border-radius:14px;box-shadow:0 20px 50px rgba(0,0,0,.35);font:14px system-ui,sans-serif;overflow:hidden';
    panel.innerHTML = '<div style="display:flex;justify-content:space-between;align-items:center;padding:12px 14px;background:#111827;color:#fff"><strong></strong><button type="button" data-close style="background:none;border:0;color:#fff;font-size:20px;cursor:pointer">×</button></div><div data-log aria-live="polite" style="flex:1;padding:12px;overflow:auto"></div><form style="display:flex;gap:6px;padding:10px;border-top:1px solid #e5e7eb"><label style="flex:1"><span data-label style="position:absolute;left:-9999px"></span><input name="m" autocomplete="off" style="width:100%;padding:8px;border:1px solid #d1d5db;border-radius:8px"></label><button data-send style="padding:8px 12px;border:0;border-radius:8px;background:#111827;color:#fff"></button></form>';
    panel.querySelector('[data-close]').addEventListener('click', () => { panel.hidden = true; });
    panel.querySelector('form').addEventListener('submit', (e) => {
      e.preventDefault();
      const input = e.target.elements.m;
      const text = String(input.value).trim();
      if (!text) return;
      bubble(text, true);
      input.value = '';
      // The canned demo agent: "typing", then its answer in the page's language.
      const typing = bubble(words().typing, false);
      typing.style.fontStyle = 'italic';
      setTimeout(() => { typing.remove(); bubble(words().reply, false).setAttribute('data-agent', ''); }, 900);
    });
    document.body.appendChild(panel);
    label();
  }
  window.DemoChat = {
    init(id) { chatId = String(id); if (!panel) build(); return true; },
    get ready() { return chatId !== null; },
    maximize() {
      if (!chatId) { console.error('live chat: maximize() called before init()'); return false; }
      if (lang !== document.documentElement.lang) label();
      panel.hidden = false;
      // The greeting is written when the chat first opens: a page load says nothing of a closed chat.
      if (!panel.querySelector('[data-hello]')) bubble(words().hello, false).setAttribute('data-hello', '');
      const input = panel.querySelector('input');
      if (input) input.focus();
      return true;
    },
  };
  window.dispatchEvent(new Event('demochat:loaded'));
})();`;

export function liveChatRoutes(r: Router) {
  r.get('/livechat/widget.js', (_req, res) => {
    res.set('Content-Type', 'text/javascript; charset=utf-8');
    res.set('Cache-Control', 'public, max-age=3600');
    res.send(WIDGET);
  });
}
