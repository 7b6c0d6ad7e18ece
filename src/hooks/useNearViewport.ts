import {useEffect, useRef, useState, type RefObject} from 'react';

/** True once the element has come within `margin` of the viewport (and from then on). */
export function useNearViewport<T extends Element>(margin: string): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (near || !element) {
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      {rootMargin: margin},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);

  return [ref, near];
}
