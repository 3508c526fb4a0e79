"""Across the lectures: every benchmarked kernel on one roofline per GPU."""
