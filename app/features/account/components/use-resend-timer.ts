import { useEffect, useState } from 'react';

/** Countdown until a code may be requested again (its own module: /register does not need the code sign-in form). */
export function useResendTimer() {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const id = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(id);
  }, [left]);
  return [left, setLeft] as const;
}
