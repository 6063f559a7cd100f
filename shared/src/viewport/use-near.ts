import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Whether the element has shown in the viewport, or the reader has scrolled the page (and so means
 * to see more: what the element needs starts loading before they reach it). At once where browsers
 * cannot tell, and when `enabled` is false. Put the returned ref on the element that holds the place.
 */
export function useNear(enabled = true): [RefObject<HTMLDivElement | null>, boolean] {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(!enabled);
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
  return [place, near];
}
