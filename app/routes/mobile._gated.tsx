// Mobile twin of the gated layout: the same campus check and tips, inside the mobile layout.
export { default, ErrorBoundary, loader } from "./_desktop._gated";
