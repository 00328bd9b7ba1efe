import { useEffect, useState } from 'react';
import { useTranslation } from '~/i18n/use-translation.ts';
import { Icon } from '~/ui/icon.tsx';
import { afterLoadIdle } from '~/lib/browser/render-later.ts';
import { useLayoutStore } from '~/stores/layout-store.ts';

/** What a chat provider's script must offer; adapters wrap other providers to this shape. */
interface ChatWidget {
  init(chatId: string): boolean;
  maximize(): boolean;
}
const PROVIDERS: Record<string, () => ChatWidget | undefined> = {
  demo: () => (window as unknown as { DemoChat?: ChatWidget }).DemoChat,
};

/**
 * Live chat: a floating button that maximizes the operator's chat widget, shown only
 * after the widget has loaded, with chat status true and a chat id. The widget's script comes
 * from the operator's configuration, never from our bundle.
 */
export function LiveChat() {
  const { t } = useTranslation();
  const chat = useLayoutStore((s) => s.live_chat);
  const [widget, setWidget] = useState<ChatWidget | null>(null);

  useEffect(() => {
    if (!chat.status || !chat.chat_id || !chat.script_url) return;
    const provider = PROVIDERS[chat.provider ?? 'demo'];
    if (!provider) return;
    const script = document.createElement('script');
    script.src = chat.script_url;
    script.async = true;
    script.onload = () => {
      const w = provider();
      if (w?.init(chat.chat_id!)) setWidget(w);
    };
    // The operator's widget waits until the page has loaded and hydrated (its script and
    // start were a long task in the middle of hydration on a phone).
    const cancel = afterLoadIdle(() => document.body.appendChild(script));
    return () => {
      cancel();
      script.remove();
    };
  }, [chat.status, chat.chat_id, chat.script_url, chat.provider]);

  if (!widget) return null;
  return (
    // A floating widget is a complementary landmark of its own.
    <aside aria-label={t('liveChat.open', 'Chat with us')}>
      <button
        type="button"
        data-testid="live-chat"
        onClick={() => widget.maximize()}
        aria-label={t('liveChat.open', 'Chat with us')}
        data-float=""
        className="fixed bottom-24 right-4 z-40 flex items-center gap-2 rounded-full bg-accent p-3 font-semibold text-accent-text shadow-xl sm:px-4 md:bottom-6"
      >
        <Icon name="chat" className="h-6 w-6" />
        {/* On phones the button is an icon only, so it covers less of the page. */}
        <span className="hidden sm:inline" aria-hidden="true">
          {t('liveChat.open', 'Chat with us')}
        </span>
      </button>
    </aside>
  );
}
