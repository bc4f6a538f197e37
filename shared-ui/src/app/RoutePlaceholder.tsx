import { useEffect, useRef } from 'react';
import type { PageProps } from './RemoteRoutes';
import styles from './RoutePlaceholder.module.css';

/** Shows a route's name until its flow issue fills the screen (allowed by the spine issue). */
export function RoutePlaceholder({ route }: PageProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [route.name]);
  return (
    <section className={styles.placeholder} data-route-name={route.name} data-remote={route.remote}>
      <h1 ref={heading} tabIndex={-1}>
        {route.name}
      </h1>
    </section>
  );
}
