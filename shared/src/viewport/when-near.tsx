import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Whether the element has shown in the viewport, or the reader has scrolled the page (and so means
 * to see more: what the element needs starts loading before they reach it). At once where browsers
 * cannot tell.
 */
function useNear() {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near) return;
    const element = place.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    });
    const scrolled = () => setNear(true);
    observer.observe(element);
    window.addEventListener('scroll', scrolled, { once: true, passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', scrolled);
    };
  }, [near]);
  return [place, near] as const;
}

/**
 * A part below the fold: `fallback` holds its place until that place shows in the viewport or the
 * page is scrolled, then `children` render (and whatever lazy code they need starts loading).
 */
export function WhenNear({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const [place, near] = useNear();
  return near ? children : <div ref={place}>{fallback}</div>;
}
