// Keeps the last 5 routes (spec 2.5) as the player moves, for go-back.
import { create } from 'zustand';
import { popRoute, pushRoute } from './routeHistory';

interface RouteHistoryState { routes: string[]; push(route: string): void; back(localeHome: string): string }

export const useRouteHistory = create<RouteHistoryState>((set, get) => ({
  routes: [],
  push: (route) => set({ routes: pushRoute(get().routes, route) }),
  back: (localeHome) => {
    const { to, history } = popRoute(get().routes, localeHome);
    // The route we go back to is pushed again when it renders; drop it here so it is not doubled.
    set({ routes: history.slice(0, -1) });
    return to;
  },
}));
