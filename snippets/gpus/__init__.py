"""The GPUs side by side: every GPU's results, compared from the data they wrote."""
