import { CAPTCHA_SCRIPT_URL } from '../../../shared/captcha-provider';

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

let loading: Promise<Grecaptcha> | null = null;

/** Adds reCAPTCHA v3's script once; a failed load is tried again on the next call. */
function loadCaptcha(siteKey: string): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `${CAPTCHA_SCRIPT_URL}?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => {
      const captcha = (window as { grecaptcha?: Grecaptcha }).grecaptcha;
      if (captcha) captcha.ready(() => resolve(captcha));
      else reject(new Error('The captcha script loaded but did not start.'));
    };
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('The captcha script could not be loaded.'));
    };
    document.head.append(script);
  });
  return loading;
}

/** A fresh invisible-captcha token for the site key. */
export async function captchaToken(siteKey: string): Promise<string> {
  const captcha = await loadCaptcha(siteKey);
  return captcha.execute(siteKey, { action: 'sign_in' });
}
