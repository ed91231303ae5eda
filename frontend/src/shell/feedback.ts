import { message as staticMessage } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';

/**
 * The message API used outside React components (the request client). The shell's <App> registers the
 * context-aware instance so messages follow the theme and locale; the static API is only a fallback.
 */
let current: MessageInstance = staticMessage;

export function registerMessageApi(api: MessageInstance): void {
  current = api;
}

export function feedback(): MessageInstance {
  return current;
}
