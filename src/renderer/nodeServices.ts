// What a node's actions can reach beyond the shell's services: the Data nodes above it (refetch by name)
// and the Flow node above it (move its step, set its values). Each Data or Flow widget provides a new
// value that answers for itself and asks its parent for the rest, so names resolve to the nearest node.
import { createContext, useContext } from 'react';
import type { FlowControls } from '../actions/types';

export interface NodeServices {
  refetch(name: string): boolean;
  flow(name?: string): FlowControls | null;
}

export const NodeServicesContext = createContext<NodeServices>({ refetch: () => false, flow: () => null });
export const useNodeServices = () => useContext(NodeServicesContext);
