import type { ArgsProps, MessageInstance } from 'antd/es/message/interface';

/** What code outside components (the request client) shows a failure with. */
export interface Feedback {
  error(notice: ArgsProps): void;
}

/**
 * The shell's <App> registers the context-aware instance, so messages follow the theme and locale.
 * Before that (a call on the login page, which loads no antd) antd's static API is the fallback,
 * loaded when first needed: the request client, which the login calls, does not carry antd.
 */
let current: MessageInstance | undefined;

export function registerMessageApi(api: MessageInstance): void {
  current = api;
}

const staticFeedback: Feedback = {
  error(notice) {
    void import('antd/es/message').then(({ default: message }) => message.error(notice));
  },
};

export function feedback(): Feedback {
  return current ?? staticFeedback;
}
