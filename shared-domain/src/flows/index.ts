/** The product's flow definitions (data only), used by the remotes and by the API server. */
export {};
