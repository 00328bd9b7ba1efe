import type { Router } from 'express';

/**
 * The demo live-chat provider: a small widget script an operator's configuration points at
 * (live_chat.script_url). Real operators point it at their provider's script instead.
 */
const WIDGET = `(() => {
  'use strict';
  let chatId = null, panel = null;
  function build() {
    panel = document.createElement('div');
    panel.setAttribute('role', 'dialog');
    panel.setAttribute('aria-label', 'Live chat');
    panel.id = 'demo-chat-panel';
    panel.hidden = true;
    panel.style.cssText = 'position:fixed;right:16px;bottom:16px;z-index:95;width:min(92vw,340px);height:420px;display:flex;flex-direction:column;background:#fff;color:#111;border-radius:14px;box-shadow:0 20px 50px rgba(0,0,0,.35);font:14px system-ui,sans-serif;overflow:hidden';
    panel.innerHTML = '<div style="display:flex;justify-content:space-between;align-items:center;padding:12px 14px;background:#111827;color:#fff"><strong>Support</strong><button type="button" aria-label="Close chat" style="background:none;border:0;color:#fff;font-size:20px;cursor:pointer">×</button></div><div data-log style="flex:1;padding:12px;overflow:auto"><p style="margin:0 0 8px;background:#f3f4f6;padding:8px 10px;border-radius:10px">Hello! How can we help you today?</p></div><form style="display:flex;gap:6px;padding:10px;border-top:1px solid #e5e7eb"><label style="flex:1"><span style="position:absolute;left:-9999px">Message</span><input name="m" autocomplete="off" style="width:100%;padding:8px;border:1px solid #d1d5db;border-radius:8px" placeholder="Type a message"></label><button style="padding:8px 12px;border:0;border-radius:8px;background:#111827;color:#fff">Send</button></form>';
    panel.querySelector('button').addEventListener('click', () => { panel.hidden = true; });
    panel.querySelector('form').addEventListener('submit', (e) => {
      e.preventDefault();
      const input = e.target.elements.m;
      const text = String(input.value).trim();
      if (!text) return;
      const p = document.createElement('p');
      p.style.cssText = 'margin:0 0 8px auto;max-width:80%;background:#dbeafe;padding:8px 10px;border-radius:10px;text-align:right';
      p.textContent = text;
      panel.querySelector('[data-log]').appendChild(p);
      input.value = '';
    });
    document.body.appendChild(panel);
  }
  window.DemoChat = {
    init(id) { chatId = String(id); if (!panel) build(); return true; },
    get ready() { return chatId !== null; },
    maximize() {
      if (!chatId) { console.error('live chat: maximize() called before init()'); return false; }
      panel.hidden = false;
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
