import { AppShell, Button } from '@mantine/core';
import { useDisclosure, useDocumentTitle, useMediaQuery } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { PRODUCT_TITLE, titleForPath } from './nav';
import { PageLoader } from './page-loader';
import { Sidebar } from './sidebar';
import skipLink from './skip-link.module.css';
import { TopBar } from './top-bar';

const NAVBAR_ID = 'main-navigation';
const TRANSITION_MS = 200;

/** Top bar, side navigation (a slide-out menu on mobile) and the main area around every screen. */
export function Shell() {
  const [navOpened, { toggle: toggleNav, close: closeNav }] = useDisclosure(false);
  const location = useLocation();
  const navigation = useNavigation();
  const isMobile = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const title = titleForPath(location.pathname);

  useDocumentTitle(title === PRODUCT_TITLE ? PRODUCT_TITLE : `${title} · ${PRODUCT_TITLE}`);

  // The mobile menu closes whenever the route changes (nav link, bell, browser back).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect must run on every route change
  useEffect(() => {
    closeNav();
  }, [location.pathname, closeNav]);

  // A closed mobile menu is only slid off-screen by AppShell; hide it from focus and screen readers too,
  // after the slide-out has finished.
  const navHidden = isMobile && !navOpened;
  // On a phone the menu's links and Profit Analysis card (with its query) are drawn when the menu is first
  // opened, not on every load; the navbar itself is always there, so it slides in as before.
  const [navDrawn, setNavDrawn] = useState(!navHidden);
  if (!navDrawn && !navHidden) setNavDrawn(true);

  // A screen's code is fetched on its first visit; show a spinner instead of the previous screen meanwhile.
  const loadingOtherScreen = navigation.state === 'loading' && navigation.location?.pathname !== location.pathname;

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 280, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
      padding={{ base: 'sm', sm: 'lg' }}
      transitionDuration={TRANSITION_MS}
    >
      <Button component="a" href="#main-content" className={skipLink.skip}>
        Skip to main content
      </Button>
      <AppShell.Header>
        <TopBar navOpened={navOpened} onToggleNav={toggleNav} pageTitle={title} navbarId={NAVBAR_ID} />
      </AppShell.Header>

      <AppShell.Navbar
        id={NAVBAR_ID}
        aria-label="Main navigation"
        inert={navHidden}
        style={{
          visibility: navHidden ? 'hidden' : 'visible',
          transition: `transform ${TRANSITION_MS}ms ease, visibility 0s linear ${navHidden ? TRANSITION_MS : 0}ms`,
        }}
      >
        {navDrawn && <Sidebar pathname={location.pathname} />}
      </AppShell.Navbar>

      <AppShell.Main id="main-content" tabIndex={-1} style={{ outline: 'none' }}>
        {loadingOtherScreen ? <PageLoader /> : <Outlet />}
      </AppShell.Main>
    </AppShell>
  );
}
